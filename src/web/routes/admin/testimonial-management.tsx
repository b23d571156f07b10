import { TestimonialsManager } from "~/web/features/testimonials-admin/components/testimonials-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/testimonial-management";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Testimonials", matches);
}

export default function TestimonialManagement() {
  return <TestimonialsManager />;
}
