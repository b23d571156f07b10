// Placeholder pictures for the demo content, drawn as flat illustrations in the brand's colours and
// rasterised with sharp (rasterise-apart.ts): the site has no stock photos, and these must look chosen,
// not missing.

export type Motif = "home" | "office" | "construction" | "laundry" | "fumigation" | "upholstery";

const brand = { dark: "#043f31", main: "#047a5c", mint: "#d1faec", accent: "#fbbf24" };
const palettes: [string, string][] = [
  [brand.main, brand.dark],
  ["#0f766e", brand.main],
  ["#065f46", "#0e7490"],
];
const dusty: [string, string] = ["#78716c", "#57534e"];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

function sparkle(x: number, y: number, s: number, color = "#ffffff", opacity = 0.9): string {
  const k = s * 0.15;
  return `<path transform="translate(${x} ${y})" fill="${color}" opacity="${opacity}" d="M0 ${-s} C${k} ${-k} ${k} ${-k} ${s} 0 C${k} ${k} ${k} ${k} 0 ${s} C${-k} ${k} ${-k} ${k} ${-s} 0 C${-k} ${-k} ${-k} ${-k} 0 ${-s}Z"/>`;
}

// Each drawing fits a 300 x 300 box.
const drawings: Record<Motif, string> = {
  home: `<path d="M30 150 L150 50 L270 150 Z" fill="${brand.accent}"/>
    <rect x="60" y="145" width="180" height="125" rx="6" fill="#ffffff"/>
    <rect x="130" y="195" width="44" height="75" rx="4" fill="${brand.main}"/>
    <rect x="78" y="170" width="38" height="34" rx="3" fill="${brand.mint}"/>
    <rect x="188" y="170" width="38" height="34" rx="3" fill="${brand.mint}"/>
    <rect x="205" y="70" width="24" height="50" fill="#ffffff"/>`,
  office: `<rect x="70" y="40" width="160" height="235" rx="6" fill="#ffffff"/>
    ${[0, 1, 2, 3, 4]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${88 + col * 44}" y="${58 + row * 38}" width="34" height="26" rx="3" fill="${(row + col) % 3 === 0 ? brand.accent : brand.mint}"/>`,
        ),
      )
      .join("")}
    <rect x="130" y="240" width="40" height="35" fill="${brand.main}"/>`,
  construction: `<path d="M60 170 A90 90 0 0 1 240 170 Z" fill="${brand.accent}"/>
    <rect x="40" y="165" width="220" height="22" rx="11" fill="#f59e0b"/>
    <rect x="138" y="82" width="24" height="88" rx="8" fill="#fde68a"/>
    <rect x="70" y="215" width="70" height="30" rx="3" fill="#ffffff"/><rect x="150" y="215" width="70" height="30" rx="3" fill="#ffffff"/>
    <rect x="105" y="250" width="70" height="30" rx="3" fill="#ffffff"/><rect x="185" y="250" width="50" height="30" rx="3" fill="#ffffff"/>`,
  laundry: `<rect x="65" y="40" width="170" height="230" rx="16" fill="#ffffff"/>
    <rect x="65" y="40" width="170" height="42" rx="16" fill="${brand.mint}"/>
    <circle cx="95" cy="61" r="9" fill="${brand.accent}"/><circle cx="125" cy="61" r="9" fill="${brand.main}"/>
    <circle cx="150" cy="170" r="66" fill="${brand.main}"/><circle cx="150" cy="170" r="50" fill="#7dd3fc"/>
    <path d="M108 180 q21 -18 42 0 t42 0 v20 a50 50 0 0 1 -84 0z" fill="#38bdf8"/>
    <circle cx="250" cy="90" r="14" fill="#ffffff" opacity="0.6"/><circle cx="270" cy="130" r="9" fill="#ffffff" opacity="0.5"/>`,
  fumigation: `<rect x="70" y="110" width="100" height="160" rx="40" fill="#ffffff"/>
    <rect x="105" y="80" width="30" height="34" rx="6" fill="${brand.mint}"/>
    <path d="M135 92 C200 60 230 90 250 70" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="86" y="160" width="68" height="40" rx="8" fill="${brand.accent}"/>
    <g transform="translate(225 200)"><ellipse rx="26" ry="34" fill="#92400e"/><circle cy="-38" r="14" fill="#78350f"/>
    <path d="M-40 -40 L40 40 M40 -40 L-40 40" stroke="#ef4444" stroke-width="9" stroke-linecap="round"/></g>`,
  upholstery: `<rect x="45" y="95" width="210" height="90" rx="22" fill="#ffffff"/>
    <rect x="30" y="150" width="240" height="70" rx="18" fill="${brand.mint}"/>
    <rect x="20" y="130" width="44" height="100" rx="18" fill="#ffffff"/><rect x="236" y="130" width="44" height="100" rx="18" fill="#ffffff"/>
    <rect x="45" y="228" width="14" height="28" rx="4" fill="${brand.accent}"/><rect x="241" y="228" width="14" height="28" rx="4" fill="${brand.accent}"/>
    <rect x="20" y="262" width="260" height="14" rx="7" fill="${brand.accent}" opacity="0.8"/>`,
};

type Scene = {
  motif: Motif;
  label: string;
  variant?: number;
  before?: boolean;
  width?: number;
  height?: number;
};

function sceneSvg({ motif, label, variant = 0, before = false, width = 800, height = 540 }: Scene): string {
  const [from, to] = before ? dusty : palettes[variant % palettes.length]!;
  const scale = (height * 0.62) / 300;
  const x = width * (variant % 2 ? 0.56 : 0.5) - 150 * scale;
  const text = escapeXml(label);
  const fontSize = Math.round(height * 0.055);
  // Cards crop the sides to fit their frame: keep the label clear of the edges.
  const inset = Math.round(width * 0.09);
  const labelWidth = Math.min(width - 2 * inset, text.length * fontSize * 0.62 + 56);
  const smudges = before
    ? `<g fill="#44403c" opacity="0.35"><ellipse cx="${width * 0.2}" cy="${height * 0.3}" rx="70" ry="30"/><ellipse cx="${width * 0.78}" cy="${height * 0.62}" rx="90" ry="34"/><ellipse cx="${width * 0.4}" cy="${height * 0.7}" rx="50" ry="20"/></g>`
    : [
        sparkle(width * 0.14, height * 0.22, 26),
        sparkle(width * 0.86, height * 0.18, 18, brand.accent),
        sparkle(width * 0.8, height * 0.7, 22),
      ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.9}" cy="${height * 0.1}" r="${height * 0.42}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${width * 0.05}" cy="${height * 0.95}" r="${height * 0.35}" fill="${brand.accent}" opacity="${before ? 0.08 : 0.16}"/>
  <g transform="translate(${x} ${height * 0.08}) scale(${scale})"${before ? ' opacity="0.75"' : ""}>${drawings[motif]}</g>
  ${smudges}
  <rect x="${inset}" y="${height - fontSize * 2.4 - 24}" width="${labelWidth}" height="${fontSize * 2.2}" rx="${fontSize * 1.1}" fill="${brand.dark}" opacity="0.82"/>
  <text x="${inset + 28}" y="${height - fontSize * 1.3 - 24 + fontSize * 0.35}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${text}</text>
</svg>`;
}

function avatarSvg(name: string, variant: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
  const [from, to] = palettes[variant % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <circle cx="270" cy="50" r="90" fill="${brand.accent}" opacity="0.22"/>
  <text x="160" y="190" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** A scene as SVG, for rasteriseApart. */
export const drawScene = (scene: Scene) => sceneSvg(scene);
/** A testimonial's avatar as SVG, for rasteriseApart. */
export const drawAvatar = (name: string, variant: number) => avatarSvg(name, variant);
