/**
 * The invitation poster (spec 3 §2 "Invitation share page", §9 "Poster: canvas 375x709, QR code 88x88 at
 * (143.5, 595)"): drawn on a canvas in the spec's coordinates, at twice the resolution for sharp text and a QR code
 * that scans from another phone's screen.
 */
export const POSTER = { width: 375, height: 709 } as const;
export const POSTER_QR = { x: 143.5, y: 595, size: 88 } as const;
/** Drawn at this multiple of the spec's size. */
export const POSTER_SCALE = 2;

const FONT = '"PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

export interface PosterContent {
  link: string;
  inviteNum: number;
}

/** Draws the poster; qrcode is loaded here only (the poster's chunk), like the adviser QR page. */
export async function drawPoster(canvas: HTMLCanvasElement, { link, inviteNum }: PosterContent): Promise<void> {
  const { create } = await import('qrcode');
  canvas.width = POSTER.width * POSTER_SCALE;
  canvas.height = POSTER.height * POSTER_SCALE;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('canvas 2d is not available');
  g.scale(POSTER_SCALE, POSTER_SCALE);

  // Background: the house red fading to deep red, with two soft gold circles.
  const bg = g.createLinearGradient(0, 0, 0, POSTER.height);
  bg.addColorStop(0, '#c0392b');
  bg.addColorStop(1, '#7d1616');
  g.fillStyle = bg;
  g.fillRect(0, 0, POSTER.width, POSTER.height);
  g.fillStyle = 'rgba(255, 210, 122, 0.18)';
  g.beginPath();
  g.arc(330, 80, 110, 0, Math.PI * 2);
  g.arc(30, 420, 80, 0, Math.PI * 2);
  g.fill();

  g.textAlign = 'center';
  g.fillStyle = '#ffd27a';
  g.font = `600 16px ${FONT}`;
  g.fillText('鼎元信托 · 财富管理', POSTER.width / 2, 64);
  g.fillStyle = '#ffffff';
  g.font = `700 30px ${FONT}`;
  g.fillText('邀您开启信托财富之旅', POSTER.width / 2, 120);
  g.font = `16px ${FONT}`;
  g.fillText('注册并完成实名认证及合格投资者认证', POSTER.width / 2, 168);
  g.fillText('您与好友各得 1000 积分', POSTER.width / 2, 194);

  // The card the QR code sits on.
  g.fillStyle = '#ffffff';
  roundRect(g, 40, 250, POSTER.width - 80, 445, 16);
  g.fill();
  g.fillStyle = '#8e1b1b';
  g.font = `600 20px ${FONT}`;
  g.fillText('专属服务 · 稳健配置', POSTER.width / 2, 300);
  g.fillStyle = '#666666';
  g.font = `14px ${FONT}`;
  ['资产配置与传承规划', '合格投资者专享信托产品', '一对一理财经理服务'].forEach((line, i) =>
    g.fillText(line, POSTER.width / 2, 344 + i * 30),
  );
  g.fillStyle = '#333333';
  g.fillText(`已有 ${inviteNum} 位好友通过我的邀请加入`, POSTER.width / 2, 460);
  g.fillStyle = '#999999';
  g.font = `12px ${FONT}`;
  g.fillText('长按识别二维码，立即注册', POSTER.width / 2, 580);

  // The QR code in its 88 × 88 box, with a quiet zone of two modules.
  const qr = create(link, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const module = POSTER_QR.size / (count + quiet * 2);
  g.fillStyle = '#ffffff';
  g.fillRect(POSTER_QR.x, POSTER_QR.y, POSTER_QR.size, POSTER_QR.size);
  g.fillStyle = '#000000';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      // Each module a little wider than its cell, so no hairline gaps appear between neighbours.
      g.fillRect(
        POSTER_QR.x + (quiet + col) * module,
        POSTER_QR.y + (quiet + row) * module,
        module + 0.02,
        module + 0.02,
      );
    }
  }
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}
