import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLayoutEffect, useRef } from 'react';

/**
 * A Tiptap editor for one language's content, limited to what the server's allow-list keeps:
 * headings 2 to 4 (the page title is the only h1), lists, quotes, code, links and images.
 */
export function useArticleEditor({
  content,
  label,
  onChange,
}: {
  content: string;
  /** The accessible name of the text box. */
  label: string;
  onChange: (html: string) => void;
}) {
  // The editor is created once; it always reports to the latest handler.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  return useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor }) => onChangeRef.current(editor.isEmpty ? '' : editor.getHTML()),
  });
}
