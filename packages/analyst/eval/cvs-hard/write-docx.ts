import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import {
  AlignmentType,
  BorderStyle,
  ColumnBreak,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx';

/**
 * How the Word file is laid out. `plain` is one column; `columns` puts what follows the
 * `<!-- columns -->` line in two newspaper columns, broken at `<!-- column-break -->`; `sidebar`
 * puts what lies between `<!-- sidebar -->` and `<!-- main -->` in a narrow left cell of a
 * borderless table beside the rest, the way Word CV templates build a sidebar.
 */
export type DocxLayout = 'plain' | 'columns' | 'sidebar';

type Block = Paragraph | Table;

const markdown = new MarkdownIt({ html: false, breaks: false });
const A4 = { width: 11906, height: 16838 };
const LETTER = { width: 12240, height: 15840 };
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

export async function markdownToDocx(
  source: string,
  options: { layout: DocxLayout; language: 'en' | 'zh'; title: string },
): Promise<Buffer> {
  const page = options.language === 'zh' ? A4 : LETTER;
  const margin = { top: 900, bottom: 900, left: 1000, right: 1000 };
  const sections: ISectionOptions[] = [];

  if (options.layout === 'plain') {
    sections.push({ properties: { page: { size: page, margin } }, children: blocks(source) });
  } else if (options.layout === 'columns') {
    const [head = '', body = ''] = source.split(/^<!-- columns -->$/m);
    const columns = body.split(/^<!-- column-break -->$/m);
    sections.push({ properties: { page: { size: page, margin } }, children: blocks(head) });
    sections.push({
      properties: {
        type: SectionType.CONTINUOUS,
        column: { count: 2, space: 500, separate: true },
      },
      children: columns.flatMap((part, index) =>
        index === 0
          ? blocks(part)
          : [new Paragraph({ children: [new ColumnBreak()] }), ...blocks(part)],
      ),
    });
  } else {
    const [head = '', rest = ''] = source.split(/^<!-- sidebar -->$/m);
    const [side = '', main = ''] = rest.split(/^<!-- main -->$/m);
    const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
    const noBorders = {
      top: none,
      bottom: none,
      left: none,
      right: none,
      insideHorizontal: none,
      insideVertical: none,
    };
    const usable = page.width - margin.left - margin.right;
    const sideWidth = Math.round(usable * 0.32);
    sections.push({
      properties: { page: { size: page, margin } },
      children: [
        ...blocks(head),
        new Table({
          width: { size: usable, type: WidthType.DXA },
          columnWidths: [sideWidth, usable - sideWidth],
          borders: noBorders,
          rows: [
            new TableRow({
              children: [
                new TableCell({
                  width: { size: sideWidth, type: WidthType.DXA },
                  shading: { fill: 'EEF2F5' },
                  margins: { top: 120, bottom: 120, left: 160, right: 160 },
                  children: blocks(side),
                }),
                new TableCell({
                  width: { size: usable - sideWidth, type: WidthType.DXA },
                  margins: { top: 120, bottom: 120, left: 240, right: 120 },
                  children: blocks(main),
                }),
              ],
            }),
          ],
        }),
      ],
    });
  }

  const latin = options.language === 'zh' ? 'Arial' : 'Calibri';
  const document = new Document({
    creator: 'cvs-hard',
    title: options.title,
    styles: {
      default: {
        document: {
          run: { font: { ascii: latin, hAnsi: latin, eastAsia: 'Microsoft YaHei' }, size: 21 },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'numbered',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections,
  });
  return Packer.toBuffer(document);
}

/** Word paragraphs and tables for a piece of Markdown, walked from markdown-it's token stream. */
function blocks(source: string): Block[] {
  const tokens = markdown.parse(source, {});
  const out: Block[] = [];
  const lists: ('bullet' | 'ordered')[] = [];
  let heading: number | null = null;
  let table: { rows: string[][][]; header: boolean[] } | null = null;
  let cell: Token | null = null;

  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = null;
        break;
      case 'bullet_list_open':
        lists.push('bullet');
        break;
      case 'ordered_list_open':
        lists.push('ordered');
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'hr':
        out.push(
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
          }),
        );
        break;
      case 'table_open':
        table = { rows: [], header: [] };
        break;
      case 'tr_open':
        table?.rows.push([]);
        break;
      case 'th_open':
      case 'td_open':
        cell = token;
        table?.header.push(token.type === 'th_open');
        break;
      case 'inline':
        if (table && cell) {
          table.rows.at(-1)?.push([plain(token)]);
        } else if (heading !== null) {
          out.push(
            new Paragraph({
              heading: HEADINGS[Math.min(heading, 3) - 1],
              spacing: { before: heading === 1 ? 0 : 200, after: 80 },
              children: runs(token),
            }),
          );
        } else if (lists.length > 0) {
          const level = lists.length - 1;
          out.push(
            lists.at(-1) === 'ordered'
              ? new Paragraph({
                  numbering: { reference: 'numbered', level: 0 },
                  children: runs(token),
                })
              : new Paragraph({ bullet: { level }, children: runs(token) }),
          );
        } else {
          out.push(new Paragraph({ spacing: { after: 80 }, children: runs(token) }));
        }
        break;
      case 'th_close':
      case 'td_close':
        cell = null;
        break;
      case 'table_close':
        if (table)
          out.push(wordTable(table.rows, table.header.length > 0 && table.header[0] === true));
        table = null;
        break;
      default:
        break;
    }
  }
  return out;
}

function wordTable(rows: string[][][], firstRowIsHeader: boolean): Table {
  const line = { style: BorderStyle.SINGLE, size: 4, color: '8A8A8A' };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: line,
      bottom: line,
      left: line,
      right: line,
      insideHorizontal: line,
      insideVertical: line,
    },
    rows: rows.map(
      (row, index) =>
        new TableRow({
          tableHeader: firstRowIsHeader && index === 0,
          children: row.map(
            (texts) =>
              new TableCell({
                margins: { top: 60, bottom: 60, left: 100, right: 100 },
                shading: firstRowIsHeader && index === 0 ? { fill: 'DDE4EA' } : undefined,
                children: texts.map(
                  (text) =>
                    new Paragraph({
                      children: text.split('\n').map(
                        (part, i) =>
                          new TextRun({
                            text: part,
                            bold: firstRowIsHeader && index === 0,
                            break: i > 0 ? 1 : 0,
                          }),
                      ),
                    }),
                ),
              }),
          ),
        }),
    ),
  });
}

/** Text runs of one inline token, keeping bold, italics and line breaks. */
function runs(token: Token): TextRun[] {
  const out: TextRun[] = [];
  let bold = false;
  let italics = false;
  let pendingBreak = false;
  for (const child of token.children ?? []) {
    if (child.type === 'strong_open') bold = true;
    else if (child.type === 'strong_close') bold = false;
    else if (child.type === 'em_open') italics = true;
    else if (child.type === 'em_close') italics = false;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') pendingBreak = true;
    else if (child.type === 'text' || child.type === 'code_inline') {
      out.push(new TextRun({ text: child.content, bold, italics, break: pendingBreak ? 1 : 0 }));
      pendingBreak = false;
    }
  }
  return out;
}

/** A table cell's text; `<br>` written as a line break in the source cell is kept as one. */
function plain(token: Token): string {
  return (token.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : child.content,
    )
    .join('');
}
