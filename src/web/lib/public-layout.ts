/** The public site's layout route (src/web/routes.ts): its pages get the inlined first-screen styles and
 * public.css (root.tsx), and start their scripts after they have painted (entry.server.tsx). */
export const publicLayoutId = "routes/public/layout";
