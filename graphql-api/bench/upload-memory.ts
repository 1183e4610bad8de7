/**
 * `node -r @swc-node/register bench/upload-memory.ts`: Repaso's memory while 20 learners each upload a 5 MB image at
 * once (DESIGN §15: images are held whole while sharp re-encodes them; target ≤ 300 MB RSS). Repaso runs as `npm
 * start` runs it; its resident memory is sampled every 20 ms from /proc. Figures printed, never asserted.
 */
import sharp from 'sharp';
import { registerLearner, rssMb, startDatabase, startServer } from './harness';

const LEARNERS = Number(process.env.UPLOAD_LEARNERS ?? 20);

/** A photo-like PNG just under the 5 MB limit: noise does not compress, so the bytes stay large. */
async function fiveMegabyteImage(): Promise<Buffer> {
  let side = 1250;
  for (;;) {
    const png = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    if (png.length <= 5 * 1024 * 1024) return png;
    side -= 25;
  }
}

async function main() {
  const image = await fiveMegabyteImage();
  const db = await startDatabase();
  const repaso = await startServer('Repaso', db.url);
  try {
    const learners = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await registerLearner(repaso.base, `upload${i}`));
    const warmUp = await registerLearner(repaso.base, 'warm-up');
    const started = rssMb(repaso.pid);
    const upload = async (cookie: string) => {
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/png' }), 'foto.png');
      const response = await fetch(`${repaso.base}/api/media`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: repaso.base },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return (await response.json()) as { bytes: number; width: number };
    };
    // Warm up (sharp's first use, JIT, pools), then settle.
    await upload(warmUp.cookie);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(repaso.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(repaso.pid));
    }, 20);
    const began = performance.now();
    const stored = await Promise.all(learners.map((learner) => upload(learner.cookie))).finally(() =>
      clearInterval(sampler),
    );
    const ms = performance.now() - began;
    console.log(
      `${LEARNERS} uploads of a ${(image.length / 1024 / 1024).toFixed(1)} MB PNG at once: ${(ms / 1000).toFixed(1)} s, ` +
        `each stored as ${(stored[0].bytes / 1024 / 1024).toFixed(1)} MB (${stored[0].width} px wide); ` +
        `Repaso RSS ${started.toFixed(0)} MB before any upload, ${idle.toFixed(0)} MB idle after one, peak ${peak.toFixed(0)} MB (target ≤ 300 MB)`,
    );
  } finally {
    await repaso.stop();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
