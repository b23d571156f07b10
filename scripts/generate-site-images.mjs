// Draws the site's static pictures (hero slides, team portraits, certification badges, the share
// card) as flat illustrations and writes small AVIF/WebP files into public/images/.
// There is no stock photography here, so the pictures are drawn on purpose in the brand's colours.
// Run with `node scripts/generate-site-images.mjs` after changing a drawing; the output is committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", "images");
fs.mkdirSync(out, { recursive: true });

const brand = { dark: "#043f31", deep: "#044f3d", main: "#047a5c", light: "#d1faec", pale: "#ecfdf7" };
const accent = "#fbbf24";

function sparkle(x, y, size, color = "#ffffff", opacity = 0.9) {
  const s = size;
  return `<path transform="translate(${x} ${y})" fill="${color}" opacity="${opacity}"
    d="M0 ${-s} C${s * 0.15} ${-s * 0.15} ${s * 0.15} ${-s * 0.15} ${s} 0 C${s * 0.15} ${s * 0.15} ${s * 0.15} ${s * 0.15} 0 ${s} C${-s * 0.15} ${s * 0.15} ${-s * 0.15} ${s * 0.15} ${-s} 0 C${-s * 0.15} ${-s * 0.15} ${-s * 0.15} ${-s * 0.15} 0 ${-s}Z"/>`;
}

function plant(x, y) {
  return `<g transform="translate(${x} ${y})">
    <path d="M-34 0 h68 l-10 70 h-48z" fill="#b45309"/>
    <ellipse cx="-30" cy="-40" rx="22" ry="50" fill="#15803d" transform="rotate(-25 -30 -40)"/>
    <ellipse cx="28" cy="-46" rx="22" ry="52" fill="#16a34a" transform="rotate(22 28 -46)"/>
    <ellipse cx="0" cy="-70" rx="20" ry="62" fill="#22c55e"/>
  </g>`;
}

const heroHome = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#fde68a"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6a56b"/><stop offset="1" stop-color="#b7824a"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#wall)"/>
  <rect x="0" y="560" width="1280" height="160" fill="url(#floor)"/>
  <rect x="760" y="90" width="360" height="300" rx="8" fill="#ffffff"/>
  <rect x="776" y="106" width="328" height="268" fill="url(#sky)"/>
  <rect x="936" y="106" width="8" height="268" fill="#ffffff"/>
  <circle cx="1040" cy="170" r="34" fill="#fde047"/>
  <path d="M776 330 q80 -60 160 0 t168 0 v44 h-328z" fill="#86efac"/>
  <rect x="560" y="130" width="150" height="110" rx="6" fill="${brand.main}"/>
  <rect x="572" y="142" width="126" height="86" fill="${brand.light}"/>
  <circle cx="620" cy="190" r="22" fill="${accent}"/>
  <path d="M572 228 l40 -34 30 22 26 -18 30 30z" fill="${brand.main}"/>
  <rect x="600" y="400" width="540" height="150" rx="40" fill="${brand.deep}"/>
  <rect x="580" y="450" width="580" height="110" rx="30" fill="${brand.main}"/>
  <rect x="640" y="420" width="140" height="70" rx="24" fill="#fcd34d"/>
  <rect x="960" y="420" width="140" height="70" rx="24" fill="#f9fafb"/>
  <rect x="610" y="560" width="18" height="40" fill="${brand.dark}"/><rect x="1112" y="560" width="18" height="40" fill="${brand.dark}"/>
  <ellipse cx="860" cy="668" rx="260" ry="28" fill="#ffffff" opacity="0.35"/>
  <rect x="380" y="520" width="150" height="14" rx="7" fill="#78350f"/>
  <rect x="445" y="534" width="20" height="60" fill="#78350f"/>
  <circle cx="455" cy="505" r="18" fill="#f472b6"/>
  ${plant(1210, 520)}
  ${sparkle(700, 330, 26)} ${sparkle(1070, 300, 18)} ${sparkle(880, 240, 14)} ${sparkle(500, 440, 20)}
</svg>`;

function desk(x, y) {
  return `<g transform="translate(${x} ${y})">
    <rect x="0" y="0" width="260" height="18" rx="4" fill="#f8fafc"/>
    <rect x="14" y="18" width="12" height="110" fill="#94a3b8"/><rect x="234" y="18" width="12" height="110" fill="#94a3b8"/>
    <rect x="70" y="-92" width="130" height="82" rx="6" fill="#1e293b"/>
    <rect x="78" y="-84" width="114" height="66" rx="3" fill="#38bdf8"/>
    <rect x="126" y="-10" width="18" height="10" fill="#1e293b"/>
    <rect x="90" y="108" width="80" height="20" rx="10" fill="${brand.main}"/>
    <rect x="120" y="40" width="20" height="70" fill="#334155"/>
    <rect x="80" y="20" width="100" height="40" rx="14" fill="${brand.deep}"/>
  </g>`;
}

const heroOffice = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="sky2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#bae6fd"/></linearGradient>
  </defs>
  <rect width="1280" height="720" fill="#e2e8f0"/>
  <rect x="0" y="0" width="1280" height="420" fill="url(#sky2)"/>
  <g fill="#64748b" opacity="0.55">
    <rect x="520" y="160" width="90" height="260"/><rect x="630" y="100" width="70" height="320"/>
    <rect x="720" y="200" width="110" height="220"/><rect x="850" y="130" width="80" height="290"/>
    <rect x="950" y="220" width="120" height="200"/><rect x="1090" y="170" width="90" height="250"/>
  </g>
  <g fill="#f8fafc">
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${i * 190}" y="0" width="14" height="420"/>`).join("")}
    <rect x="0" y="410" width="1280" height="16"/>
  </g>
  <rect x="0" y="426" width="1280" height="294" fill="#cbd5e1"/>
  <path d="M0 600 L1280 560 L1280 720 L0 720z" fill="#94a3b8" opacity="0.35"/>
  ${desk(520, 500)} ${desk(880, 470)}
  ${plant(1200, 560)}
  <rect x="420" y="470" width="40" height="160" rx="8" fill="${brand.main}"/>
  <rect x="405" y="620" width="70" height="18" rx="9" fill="${brand.deep}"/>
  <rect x="436" y="380" width="8" height="100" fill="#a16207"/>
  <path d="M400 380 h80 l-14 -30 h-52z" fill="${accent}"/>
  ${sparkle(640, 280, 24)} ${sparkle(1010, 330, 16)} ${sparkle(780, 620, 20)} ${sparkle(1150, 120, 14)}
</svg>`;

function towelStack(x, y, colors) {
  return colors
    .map((color, i) => `<rect x="${x}" y="${y - i * 34}" width="150" height="30" rx="10" fill="${color}"/>`)
    .join("");
}

function shirt(x, y, color) {
  return `<g transform="translate(${x} ${y})">
    <path d="M0 -28 q0 -14 -12 -14" stroke="#475569" stroke-width="4" fill="none"/>
    <path d="M-60 10 l30 -30 h60 l30 30 -22 22 -14 -12 v110 h-48 v-110 l-14 12z" fill="${color}"/>
  </g>`;
}

const heroLaundry = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="wall3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.pale}"/><stop offset="1" stop-color="${brand.light}"/></linearGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#wall3)"/>
  <rect x="0" y="590" width="1280" height="130" fill="#cbd5e1"/>
  <rect x="560" y="300" width="270" height="300" rx="22" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/>
  <rect x="560" y="300" width="270" height="60" rx="22" fill="#e2e8f0"/>
  <circle cx="610" cy="330" r="12" fill="${brand.main}"/><rect x="650" y="322" width="90" height="16" rx="8" fill="#94a3b8"/>
  <circle cx="695" cy="470" r="96" fill="#94a3b8"/>
  <circle cx="695" cy="470" r="80" fill="#7dd3fc"/>
  <path d="M615 480 q40 -30 80 0 t80 0 v10 a80 80 0 0 1 -160 0z" fill="#38bdf8"/>
  <circle cx="660" cy="440" r="10" fill="#ffffff" opacity="0.8"/><circle cx="720" cy="430" r="7" fill="#ffffff" opacity="0.8"/>
  <rect x="880" y="120" width="330" height="10" rx="5" fill="#475569"/>
  ${shirt(950, 190, brand.main)} ${shirt(1070, 190, accent)} ${shirt(1170, 190, "#f472b6")}
  <rect x="880" y="470" width="340" height="14" rx="6" fill="#a16207"/>
  ${towelStack(895, 436, ["#f8fafc", brand.main, "#fde68a", "#bae6fd"])}
  ${towelStack(1060, 436, [accent, "#f8fafc", "#f9a8d4"])}
  <rect x="900" y="484" width="14" height="106" fill="#a16207"/><rect x="1186" y="484" width="14" height="106" fill="#a16207"/>
  <path d="M420 600 l20 -150 h140 l20 150z" fill="${brand.deep}" opacity="0"/>
  <path d="M430 470 h120 l-14 130 h-92z" fill="#fcd34d"/>
  <path d="M424 470 q66 -40 132 0" stroke="#b45309" stroke-width="8" fill="none"/>
  ${sparkle(820, 250, 22)} ${sparkle(610, 240, 16, brand.main, 0.7)} ${sparkle(760, 400, 14)} ${sparkle(1000, 560, 18)}
</svg>`;

const people = {
  adaeze: { skin: "#8d5524", hair: "#1f1410", shirt: brand.main, bg: "#fde68a", hairStyle: "long" },
  tunde: { skin: "#6b4423", hair: "#111827", shirt: "#1d4ed8", bg: "#bae6fd", hairStyle: "short" },
  ngozi: { skin: "#a0673d", hair: "#2b1a12", shirt: "#be185d", bg: "#fbcfe8", hairStyle: "wrap" },
};

function portraitSvg({ skin, hair, shirt: shirtColor, bg, hairStyle }) {
  const hairShape =
    hairStyle === "long"
      ? `<path d="M108 150 q-6 -90 52 -92 q58 2 52 92 l10 80 h-124z" fill="${hair}"/>`
      : hairStyle === "wrap"
        ? `<path d="M100 120 q60 -90 120 0 q-10 -20 -60 -22 q-50 2 -60 22z" fill="${accent}"/><path d="M96 118 q64 -70 128 0 l-6 -24 q-58 -56 -116 0z" fill="#f59e0b"/>`
        : `<path d="M112 122 q48 -62 96 0 q-4 -30 -48 -34 q-44 4 -48 34z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
    <rect width="320" height="320" fill="${bg}"/>
    ${sparkle(50, 60, 16, "#ffffff", 0.8)} ${sparkle(272, 90, 12, "#ffffff", 0.8)}
    <path d="M50 320 q0 -100 110 -104 q110 4 110 104z" fill="${shirtColor}"/>
    <path d="M138 214 h44 l-22 30z" fill="#f8fafc"/>
    <rect x="142" y="180" width="36" height="40" rx="10" fill="${skin}"/>
    ${hairStyle === "long" ? hairShape : ""}
    <ellipse cx="160" cy="140" rx="50" ry="58" fill="${skin}"/>
    ${hairStyle === "long" ? `<path d="M110 130 q20 -56 100 -10 q-10 -50 -50 -52 q-46 2 -50 62z" fill="${hair}"/>` : hairShape}
    <circle cx="142" cy="142" r="5" fill="#1f2937"/><circle cx="178" cy="142" r="5" fill="#1f2937"/>
    <path d="M144 168 q16 12 32 0" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>
  </svg>`;
}

function badgeSvg(label, sub, color) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
    <circle cx="80" cy="80" r="76" fill="${color}"/>
    <circle cx="80" cy="80" r="64" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="4 5"/>
    <circle cx="80" cy="80" r="54" fill="#ffffff"/>
    <text x="80" y="82" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${label.length > 6 ? 17 : 24}" fill="${color}" text-anchor="middle">${label}</text>
    <text x="80" y="104" font-family="DejaVu Sans, Arial, sans-serif" font-size="11" fill="#334155" text-anchor="middle">${sub}</text>
    <path d="M62 48 l18 -10 18 10" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>
  </svg>`;
}

const shareCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.main}"/><stop offset="1" stop-color="${brand.dark}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${sparkle(1020, 150, 60, accent)} ${sparkle(1110, 260, 28)} ${sparkle(940, 300, 22)}
  <text x="80" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="72" fill="#ffffff">Sparkle &amp; Shine</text>
  <text x="80" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="${brand.light}">Cleaning and laundry in Lagos</text>
  <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${accent}">Book online in a minute · Prices in naira</text>
</svg>`;

async function write(name, svg, width, { avif = true, quality = 60 } = {}) {
  const image = sharp(Buffer.from(svg)).resize({ width });
  const webp = await image.clone().webp({ quality, effort: 6 }).toBuffer();
  fs.writeFileSync(path.join(out, `${name}.webp`), webp);
  let line = `${name}: webp ${(webp.length / 1024).toFixed(1)} KB`;
  if (avif) {
    const avifBytes = await image
      .clone()
      .avif({ quality: quality - 10, effort: 6 })
      .toBuffer();
    fs.writeFileSync(path.join(out, `${name}.avif`), avifBytes);
    line += `, avif ${(avifBytes.length / 1024).toFixed(1)} KB`;
  }
  console.log(line);
}

const heroes = { home: heroHome, office: heroOffice, laundry: heroLaundry };
for (const [name, svg] of Object.entries(heroes)) {
  for (const width of [640, 1280]) await write(`hero-${name}-${width}`, svg, width);
}
for (const [name, person] of Object.entries(people)) {
  await write(`team-${name}-320`, portraitSvg(person), 320);
}
const badges = {
  iso: ["ISO 9001", "CERTIFIED", "#1d4ed8"],
  lasepa: ["LASEPA", "REGISTERED", brand.main],
  fumigation: ["PEST", "CERTIFIED", "#b45309"],
};
for (const [name, [label, sub, color]] of Object.entries(badges)) {
  await write(`cert-${name}-160`, badgeSvg(label, sub, color), 160, { quality: 80 });
}
// Link previews (WhatsApp, Facebook) want a plain JPEG.
await sharp(Buffer.from(shareCard))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(path.join(out, "share-card.jpg"));
console.log("share-card.jpg written");
