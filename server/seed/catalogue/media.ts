/** Generated demo media: SVG pictures for banners and articles, one-page PDFs for product documents. */

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

/**
 * A valid one-page A4 PDF. Chinese lines use the standard Adobe CJK font STSong-Light with the UniGB-UCS2-H
 * encoding, which viewers (pdf.js included) supply themselves, so nothing has to be embedded.
 */
export function simplePdf(lines: readonly string[]): Buffer {
  const ops = ['BT', '72 770 Td', '30 TL'];
  lines.forEach((line, i) => {
    // eslint-disable-next-line no-control-regex
    const cjk = /[^\x00-\x7f]/.test(line);
    ops.push(`${cjk ? '/F1' : '/F2'} ${i === 0 ? 18 : 12} Tf`, `${pdfText(line, cjk)} Tj`, 'T*');
    if (i === 0) ops.push('20 TL');
  });
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
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
