import { imageVariantUrl } from "~/shared/image-url";

type AdminAvatarProps = { firstName: string; lastName: string; image: string; size?: "sm" | "lg" };

/** The admin's picture, or their initials when there is none. Decorative: the name is always beside it. */
export function AdminAvatar({ firstName, lastName, image, size = "sm" }: AdminAvatarProps) {
  const box = size === "lg" ? "h-16 w-16 text-xl" : "h-9 w-9 text-sm";
  if (image) {
    return (
      <img
        src={imageVariantUrl(image, 160)}
        alt=""
        width={size === "lg" ? 64 : 36}
        height={size === "lg" ? 64 : 36}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials}
    </span>
  );
}
