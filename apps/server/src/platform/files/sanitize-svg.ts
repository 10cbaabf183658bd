import sanitizeHtml from 'sanitize-html';

const SHAPES = ['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask'];
const FILTERS = [
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feTurbulence',
  'feDisplacementMap',
];
const TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'use',
  'symbol',
  ...SHAPES,
  ...PAINT,
  ...FILTERS,
];

const ATTRIBUTES = [
  'xmlns',
  'id',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'clipPathUnits',
  'clip-path',
  'mask',
  'maskUnits',
  'filter',
  'filterUnits',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'dx',
  'dy',
  'flood-color',
  'flood-opacity',
  'baseFrequency',
  'numOctaves',
  'seed',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'mix-blend-mode',
];

/**
 * Keeps the drawing and nothing that can act: no scripts, event handlers, styles, foreign
 * content or links out of the document (only `#fragment` references survive). SVG uploads are
 * also served with a sandboxing content security policy, so this is the second lock, not the
 * only one.
 */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    // Empty elements are written as <tag></tag>, which XML reads the same as <tag />.
    selfClosing: [],
    exclusiveFilter: (frame) =>
      frame.tag === 'use' && !String(frame.attribs.href ?? '').startsWith('#'),
  });
  return clean.trim();
}
