/** Generated demo media: SVG pictures for banners and articles, multi-page PDFs for product documents. */

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#8c1d18', '#c8553d', '#f6e7c1'],
  ['#0f3057', '#00587a', '#e7e7de'],
  ['#3d2c8d', '#916bbf', '#f4eeff'],
  ['#1b4332', '#40916c', '#d8f3dc'],
  ['#7b2d26', '#c9a227', '#fff3d6'],
  ['#22223b', '#4a4e69', '#f2e9e4'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PictureSpec {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  /** Chooses the palette, so that neighbouring pictures differ. */
  tone: number;
}

/** A gradient card with decorative circles and the title in Chinese: recognisable in a carousel or list. */
export function svgPicture({ width, height, title, subtitle, tone }: PictureSpec): string {
  const [dark, mid, light] = PALETTES[tone % PALETTES.length] ?? PALETTES[0]!;
  const titleSize = Math.round(Math.min(height / 5, (width * 0.8) / Math.max(title.length, 1)));
  const subSize = Math.round(titleSize * 0.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="${light}" opacity="0.12"/>`,
    `<circle cx="${width * 0.95}" cy="${height * 0.9}" r="${height * 0.3}" fill="${light}" opacity="0.18"/>`,
    `<g font-family="'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif" fill="${light}">`,
    `<text x="${width * 0.07}" y="${height * 0.5}" font-size="${titleSize}" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="${width * 0.07}" y="${height * 0.5 + subSize * 2}" font-size="${subSize}" opacity="0.85">${escapeXml(subtitle)}</text>`,
    `</g></svg>`,
  ].join('');
}

export function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** PDF string operand: Latin text as a literal, anything else as UCS-2 hex for the CJK font. */
function pdfText(text: string, cjk: boolean): string {
  if (!cjk) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

/** One block of a document page: a heading, a paragraph (wrapped), a key–value line or a horizontal rule. */
export type PdfBlock =
  | { kind: 'title' | 'heading' | 'paragraph' | 'small'; text: string }
  | { kind: 'rule' }
  | { kind: 'gap'; size: number };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 64;
const SIZES = { title: 18, heading: 13, paragraph: 11, small: 9 } as const;

/** Width in points: CJK glyphs are one em; Latin in Helvetica averages about 0.55 em. */
// eslint-disable-next-line no-control-regex
const glyphWidth = (ch: string, size: number) => (/[^\x00-\x7f]/.test(ch) ? size : size * 0.55);

/** Splits text into lines that fit the text width, breaking anywhere (Chinese has no spaces to break at). */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const ch of text) {
    const w = glyphWidth(ch, size);
    if (used + w > width && line) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += ch;
    used += w;
  }
  if (line) lines.push(line);
  return lines;
}

/** Text drawn as runs: Chinese through the CJK font, ASCII through Helvetica. */
function textOps(text: string, size: number, x: number, y: number): string[] {
  const ops = ['BT', `${x.toFixed(1)} ${y.toFixed(1)} Td`];
  // eslint-disable-next-line no-control-regex
  for (const run of text.match(/[\x00-\x7f]+|[^\x00-\x7f]+/g) ?? []) {
    // eslint-disable-next-line no-control-regex
    const cjk = /[^\x00-\x7f]/.test(run);
    ops.push(`${cjk ? '/F1' : '/F2'} ${size} Tf`, `${pdfText(run, cjk)} Tj`);
  }
  ops.push('ET');
  return ops;
}

/**
 * A valid multi-page A4 PDF laid out from blocks, with a running header and a "第 n 页 共 N 页" footer. Chinese
 * uses the standard Adobe CJK font STSong-Light with the UniGB-UCS2-H encoding, which viewers (pdf.js with its
 * bundled CMaps) supply themselves, so no font is embedded and nothing is downloaded (docs/server.md).
 */
export function documentPdf(header: string, blocks: readonly PdfBlock[]): Buffer {
  const width = PAGE_WIDTH - 2 * MARGIN;
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN - 24;
  const page = () => pages[pages.length - 1]!;
  const room = (h: number) => {
    if (y - h < MARGIN + 24) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN - 24;
    }
  };
  for (const block of blocks) {
    if (block.kind === 'rule') {
      room(12);
      page().push('0.6 w 0.55 G', `${MARGIN} ${y - 4} m ${PAGE_WIDTH - MARGIN} ${y - 4} l S`, '0 G');
      y -= 14;
      continue;
    }
    if (block.kind === 'gap') {
      y -= block.size;
      continue;
    }
    const size = SIZES[block.kind];
    const leading = size * (block.kind === 'paragraph' ? 1.75 : 1.6);
    if (block.kind === 'heading') room(leading * 3);
    for (const line of wrap(block.text, size, width)) {
      room(leading);
      const lineWidth = [...line].reduce((sum, ch) => sum + glyphWidth(ch, size), 0);
      const x = block.kind === 'title' ? MARGIN + (width - lineWidth) / 2 : MARGIN;
      page().push(...textOps(line, size, x, y - size));
      y -= leading;
    }
    if (block.kind === 'title' || block.kind === 'heading') y -= 4;
  }
  const total = pages.length;
  const streams = pages.map((ops, i) =>
    [
      ...textOps(header, 8, MARGIN, PAGE_HEIGHT - MARGIN + 8),
      '0.4 w 0.7 G',
      `${MARGIN} ${PAGE_HEIGHT - MARGIN + 2} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - MARGIN + 2} l S`,
      '0 G',
      ...ops,
      ...textOps(`第 ${i + 1} 页 共 ${total} 页`, 8, PAGE_WIDTH / 2 - 30, MARGIN - 20),
    ].join('\n'),
  );
  // Objects: 1 catalog, 2 pages, 3 CJK font, 4 Helvetica, 5 CID font, 6 descriptor, then page + content pairs.
  const first = 7;
  const kids = streams.map((_, i) => `${first + 2 * i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${total} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  streams.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${first + 2 * i + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
