// @vitest-environment node
/**
 * The app's CSS stays within the oldest WebViews it supports, Android System WebView / Chrome 87 and iOS 14.5
 * (docs/client.md, "The WebViews investors have"). The build lowers CSS files, but the app's CSS is written in its
 * scripts (styled-components) and reaches the browser as it was written, so this reads it there: every template of
 * styled-components (`styled.x`, `styled(X)`, `css`, `createGlobalStyle`, `keyframes`), every other string of src/
 * (a style written in a plain string, as the first-paint style), and the properties of inline `style` objects and of
 * `element.style` assignments. A rule a browser does not know drops its whole rule there, so what is newer than the
 * floor must not be written at all, or only where dropping the rule leaves what the floor should see
 * (`:not(:focus-visible)`).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/files';

interface Feature {
  name: string;
  /** The first versions with it: newer than Chrome 87 or iOS 14.5. */
  since: string;
  pattern: RegExp;
  /** Written as the app would write it: the rule must find it. */
  example: string;
}

const FEATURES: Feature[] = [
  { name: ':has()', since: 'Chrome 105, iOS 15.4', pattern: /:has\(/, example: '&:has(input:checked) { color: red; }' },
  {
    name: ':is() and :where()',
    since: 'Chrome 88, iOS 14',
    pattern: /:(is|where)\(/,
    example: ':where(a, b) { color: red; }',
  },
  {
    name: ':focus-visible outside :not()',
    since: 'iOS 15.4',
    pattern: /(?<!:not\():focus-visible/,
    example: 'input:focus-visible + span { outline: 0; }',
  },
  {
    name: 'aspect-ratio',
    since: 'Chrome 88, iOS 15',
    pattern: /(^|[\s;{])aspect-ratio\s*:/,
    example: 'img { aspect-ratio: 16 / 9; }',
  },
  { name: 'accent-color', since: 'Chrome 93, iOS 15.4', pattern: /accent-color\s*:/, example: 'accent-color: red;' },
  {
    name: 'small, large and dynamic viewport units',
    since: 'Chrome 108, iOS 15.4',
    pattern: /\d[sld]v(h|w|i|b|min|max)\b/,
    example: 'min-height: 100dvh;',
  },
  {
    name: 'container queries and their units',
    since: 'Chrome 105, iOS 16',
    pattern: /@container\b|\dcq(w|h|i|b|min|max)\b|container(-type|-name)?\s*:/,
    example: '@container (min-width: 400px) { a { color: red; } }',
  },
  { name: '@layer', since: 'Chrome 99, iOS 15.4', pattern: /@layer\b/, example: '@layer base { a { color: red; } }' },
  {
    name: '@property',
    since: 'Chrome 85, iOS 16.4',
    pattern: /@property\b/,
    example: '@property --x { inherits: false; }',
  },
  {
    name: 'color-mix() and the newer colour spaces',
    since: 'Chrome 111, iOS 15 to 16.4',
    pattern: /color-mix\(|\b(oklch|oklab|lab|lch|hwb)\(/,
    example: 'color: color-mix(in srgb, red 50%, white);',
  },
  {
    name: 'overflow: clip',
    since: 'Chrome 90, iOS 16',
    pattern: /overflow(-x|-y)?\s*:\s*clip\b/,
    example: 'overflow: clip;',
  },
  {
    name: 'translate, rotate and scale as properties',
    since: 'Chrome 104, iOS 14.5',
    pattern: /(^|[\s;{])(translate|rotate|scale)\s*:/,
    example: 'a { scale: 1.1; }',
  },
  {
    name: 'media queries in range syntax',
    since: 'Chrome 104, iOS 16.4',
    pattern: /\((width|height|aspect-ratio|resolution)\s*[<>=]/,
    example: '@media (width >= 600px) { a { color: red; } }',
  },
];

/** Properties iOS 14.5 knows only with the -webkit- prefix; styled-components 6 adds no prefixes. */
const WEBKIT_ONLY = ['appearance', 'user-select', 'backdrop-filter', 'mask', 'mask-image', 'text-size-adjust'];

/** What a piece of CSS uses that the floor lacks. */
function findings(css: string): string[] {
  const found = FEATURES.filter((f) => f.pattern.test(css)).map((f) => `${f.name} (${f.since})`);
  for (const property of WEBKIT_ONLY) {
    const plain = new RegExp(`(^|[^-\\w])${property}\\s*:`);
    if (plain.test(css) && !css.includes(`-webkit-${property}:`)) {
      found.push(`${property} without -webkit-${property} (iOS 14.5)`);
    }
  }
  return found;
}

const STYLED_TAG = /^(styled\b|css$|createGlobalStyle$|keyframes$)/;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

interface Piece {
  at: string;
  css: string;
  styled: boolean;
}

/** The CSS of one source file: templates and strings, inline style objects and `element.style` assignments. */
function cssOf(file: string): Piece[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const literal = (node: ts.Expression) =>
    ts.isStringLiteralLike(node) || ts.isNumericLiteral(node) ? node.text : '0';
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) {
      const template = node.template;
      const text = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.text
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join('0');
      pieces.push({ at: at(node), css: text, styled: STYLED_TAG.test(node.tag.getText(source)) });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isTaggedTemplateExpression(node.parent)) pieces.push({ at: at(node), css: node.text, styled: false });
    } else if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('0');
      pieces.push({ at: at(node), css: text, styled: false });
    } else if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'style' &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isObjectLiteralExpression(node.initializer.expression)
    ) {
      const declarations = node.initializer.expression.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) ? [`${kebab(p.name.getText(source))}: ${literal(p.initializer)};`] : [],
      );
      pieces.push({ at: at(node), css: declarations.join(' '), styled: false });
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isPropertyAccessExpression(node.left.expression) &&
      node.left.expression.name.text === 'style'
    ) {
      pieces.push({ at: at(node), css: `${kebab(node.left.name.text)}: ${literal(node.right)};`, styled: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

const SOURCES = filesUnder('src', /\.tsx?$/).filter((file) => !file.endsWith('.d.ts'));

describe('CSS within Chrome 87 and iOS 14.5', () => {
  it('each rule finds what it is for, and passes what the floor has', () => {
    for (const feature of FEATURES) expect(findings(feature.example), feature.name).not.toEqual([]);
    expect(findings('input { appearance: none; }')).toEqual(['appearance without -webkit-appearance (iOS 14.5)']);
    const within = [
      'input { -webkit-appearance: none; appearance: none; }',
      'input:focus:not(:focus-visible) + span::before { outline: none; }',
      'display: flex; gap: 8px; inset: 0; min-height: 100vh; width: min(100% - 32px, 750px);',
      '@media (prefers-reduced-motion: reduce) { a { transition: none; } }',
      'transform: translate(0, 0) scale(1.1) rotate(3deg);',
    ];
    for (const css of within) expect(findings(css), css).toEqual([]);
  });

  it("reads styled-components' CSS and the inline styles of src/", () => {
    const pieces = SOURCES.flatMap(cssOf);
    // The reading itself is checked: styled-components' templates are found, with declarations in them, and so is
    // the windowed list's inline style (its padding above and below the drawn rows).
    expect(pieces.filter((p) => p.styled && /[a-z-]+\s*:\s*[^;]+;/.test(p.css)).length).toBeGreaterThan(100);
    const list = pieces.filter((p) => p.at.startsWith('src/pages/shared/LoadedList.tsx'));
    expect(list.some((p) => !p.styled && p.css.includes('padding-top:'))).toBe(true);
  });

  it('src/ writes no CSS newer than the floor', () => {
    const found = SOURCES.flatMap(cssOf).flatMap((piece) => findings(piece.css).map((f) => `${piece.at}: ${f}`));
    expect(found).toEqual([]);
  });
});
