import { TestimonialsManager } from "~/web/features/testimonials-admin/components/testimonials-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Testimonials | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestimonialManagement() {
  return <TestimonialsManager />;
}
