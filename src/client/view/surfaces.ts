/**
 * The high quality's surfaces, painted in code on canvases (no downloaded assets): the cloth's
 * fine weave, the rails' wood grain and the floor's boards. Each texture is made once and
 * shared; a fixed-seed generator keeps every table (and every screenshot) the same.
 */
import * as THREE from "three";

/** A small fixed-seed generator: the same weave on every load. */
function noise(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  return [c, c.getContext("2d")!];
}

function texture(c: HTMLCanvasElement, repeat: [number, number], colour: boolean): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(c);
  if (colour) tex.colorSpace = THREE.SRGBColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(repeat[0], repeat[1]);
  tex.anisotropy = 8;
  return tex;
}

let clothCache: { map: THREE.Texture; bump: THREE.Texture } | null = null;

/**
 * The cloth: worsted wool's fine speckle over its green, and a bump map of the same weave so
 * the lamp's light grazes it. Repeated many times across the bed (a tile is about 12 cm).
 */
export function clothTextures(): { map: THREE.Texture; bump: THREE.Texture } {
  if (clothCache) return clothCache;
  const size = 128;
  const rnd = noise(7);
  const [c, ctx] = canvas(size, size);
  const [b, bctx] = canvas(size, size);
  const img = ctx.createImageData(size, size);
  const bump = bctx.createImageData(size, size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      // The weave: a faint diagonal twill plus the fibres' speckle.
      const twill = ((x + y) % 4 < 2 ? 1 : -1) * 3;
      const speck = (rnd() - 0.5) * 16;
      const v = twill + speck;
      img.data[i] = 24 + v * 0.3;
      img.data[i + 1] = 112 + v;
      img.data[i + 2] = 62 + v * 0.5;
      img.data[i + 3] = 255;
      const h = 128 + v * 5;
      bump.data[i] = h;
      bump.data[i + 1] = h;
      bump.data[i + 2] = h;
      bump.data[i + 3] = 255;
    }
  ctx.putImageData(img, 0, 0);
  bctx.putImageData(bump, 0, 0);
  clothCache = { map: texture(c, [22, 11], true), bump: texture(b, [22, 11], false) };
  return clothCache;
}

let woodCache: THREE.Texture | null = null;

/** The rails' wood: a warm brown with long wavy grain lines along the rail. */
export function woodTexture(): THREE.Texture {
  if (woodCache) return woodCache;
  const [c, ctx] = canvas(512, 64);
  const rnd = noise(11);
  ctx.fillStyle = "#6b3416";
  ctx.fillRect(0, 0, 512, 64);
  for (let i = 0; i < 70; i++) {
    const y0 = rnd() * 64;
    const dark = rnd() < 0.6;
    ctx.strokeStyle = dark ? `rgba(40,14,4,${0.15 + rnd() * 0.3})` : `rgba(160,90,45,${0.1 + rnd() * 0.2})`;
    ctx.lineWidth = 0.5 + rnd() * 1.8;
    ctx.beginPath();
    const amp = 1 + rnd() * 4;
    const freq = 0.005 + rnd() * 0.02;
    const phase = rnd() * 6;
    for (let x = 0; x <= 512; x += 8) {
      const y = y0 + Math.sin(x * freq + phase) * amp;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  woodCache = texture(c, [3, 1], true);
  return woodCache;
}

let floorCache: THREE.Texture | null = null;

/** The floor: dark boards, the lamp's pool of light painted over them (no light cost). */
export function floorTexture(): THREE.Texture {
  if (floorCache) return floorCache;
  const [c, ctx] = canvas(512, 1536);
  const rnd = noise(23);
  // About 19 cm boards across the 9 m floor.
  for (let row = 0; row < 48; row++) {
    const shade = 22 + Math.floor(rnd() * 12);
    ctx.fillStyle = `rgb(${shade + 16},${shade + 6},${shade - 4})`;
    ctx.fillRect(0, row * 32, 512, 31);
    ctx.fillStyle = "rgba(0,0,0,0.55)";
    ctx.fillRect(0, row * 32 + 31, 512, 1);
    const joint = rnd() * 512;
    ctx.fillRect(joint, row * 32, 1, 32);
  }
  const light = ctx.createRadialGradient(256, 768, 30, 256, 768, 800);
  light.addColorStop(0, "rgba(255,220,170,0.12)");
  light.addColorStop(1, "rgba(0,0,0,0.8)");
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, 512, 1536);
  floorCache = texture(c, [1, 1], true);
  return floorCache;
}
