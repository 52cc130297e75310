/** An sRGB colour with alpha (0..1). */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(...)` or `rgba(...)`. */
export function parseColor(color: string): Rgba {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits =
      hex[1]!.length === 3
        ? hex[1]!
            .split('')
            .map((d) => d + d)
            .join('')
        : hex[1]!;
    const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: digits.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    text,
  );
  if (fn) {
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: fn[4] ? Number(fn[4]) : 1 };
  }
  throw new Error(`Unreadable colour: ${color}`);
}

/** A colour with alpha drawn over an opaque background. */
function over(front: Rgba, back: Rgba): Rgba {
  const mix = (f: number, b: number) => f * front.a + b * (1 - front.a);
  return { r: mix(front.r, back.r), g: mix(front.g, back.g), b: mix(front.b, back.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The WCAG 2 contrast ratio (1 to 21) of a text colour over a background; a translucent text is
 * composed over the background first (antd's text tokens are black with alpha). AA asks ≥ 4.5 for
 * normal text.
 */
export function contrastRatio(text: string, background: string): number {
  const back = over(parseColor(background), { r: 255, g: 255, b: 255, a: 1 });
  const front = over(parseColor(text), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
