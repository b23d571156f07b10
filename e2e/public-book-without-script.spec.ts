// Booking without JavaScript: the Book links lead to /book, a plain HTML form that
// posts; the server books through the booking API, once per double submit, and answers in the page.
import { formatNaira } from "../src/shared/money.ts";
import { bookingTotal } from "../src/shared/pricing.ts";
import { bookingSuccessMessage, repeatBookingMessage } from "../src/shared/rules/booking.ts";
import { couponAlreadyApplied, couponAppliedMessage } from "../src/shared/rules/coupon.ts";
import { categoryPath } from "../src/shared/slug.ts";
import { expect, test } from "./fixtures";
import {
  bookableServices,
  bookingForm,
  customer,
  expectNoDetailsInUrl,
  fillBookingForm,
  nextPost,
  startsWith,
  storedBookings,
} from "./public-book-page-helpers";
import { lagosDatePlus, uniqueName } from "./public-booking-helpers";

test.use({ javaScriptEnabled: false });

test("browse home → services → a category, whose Book link opens /book with that service ticked", async ({
  page,
}) => {
  const { category, first } = await bookableServices(page);
  await page.goto("/");
  // On a phone the header's links sit in a menu that needs script; the footer has them too.
  await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await page.getByRole("link", { name: startsWith(category.name) }).click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath(category)}$`));
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();

  await page.getByRole("link", { name: `Book ${first.name}`, exact: true }).click();
  await expect(page).toHaveURL(`/book?category=${category._id}&service=${first._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Cleaning Service" })).toBeVisible();
  const services = bookingForm(page).getByRole("group", { name: category.name });
  await expect(services.getByRole("checkbox", { name: startsWith(first.name) })).toBeChecked();
  await expect(bookingForm(page).getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(page.getByTestId("booking-total")).toHaveText(formatNaira(first.price));

  // The home page's own Book link leads there too, with nothing ticked.
  await page.goto("/");
  await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(bookingForm(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test("book on /book: the confirmation shows the booking ID, the booking is stored, its status can be checked", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Nkechi");
  const { category, first, second } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  const form = bookingForm(page);
  await form.getByRole("checkbox", { name: startsWith(second.name) }).check();
  await fillBookingForm(form, name);
  await form.getByLabel("Notes (optional)").fill("Gate code 4411");
  const answer = nextPost(page);
  await form.getByRole("button", { name: "Book Now" }).click();
  // Confirmed at its own address (a reload there shows it again and books nothing).
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(/\/book\/done\//);

  await expect(page.getByRole("status").filter({ hasText: bookingSuccessMessage })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  await expect(page.getByText(`Thank you, ${name}. We will call you to confirm.`)).toBeVisible();
  const bookingId = (await page.locator("main .font-mono").textContent())!.trim();
  expect(bookingId).toMatch(/^CL-[0-9A-Z]{10}$/);
  const total = bookingTotal([first.price, second.price]);
  await expect(page.getByRole("main")).toContainText(formatNaira(total));
  expectNoDetailsInUrl(page, [name, customer.email, customer.phone, "Gate code"]);
  // The answer to the post is this customer's alone: the booking page as anyone gets it next shows none of it.
  const next = await page.request.get(`/book?category=${category._id}&service=${first._id}`);
  expect(await next.text()).not.toContain(name);

  const stored = await storedBookings(playwright, baseURL!, ownAdmin, name);
  expect(stored).toEqual([
    expect.objectContaining({
      bookingId,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      notes: "Gate code 4411",
      services: [
        { name: first.name, price: first.price },
        { name: second.name, price: second.price },
      ],
      totalPrice: total,
      preferredDate: lagosDatePlus(3),
      preferredTime: "afternoon",
      status: "pending",
    }),
  ]);

  // The confirmation's link checks the status, without script too.
  await page.getByRole("link", { name: "Check Booking Status" }).click();
  await expect(page).toHaveURL(`/check-booking-status?id=${bookingId}`);
  const status = page.getByRole("region", { name: "Booking Status" });
  await expect(status.getByText(`Hello, ${name.split(" ")[0]}!`)).toBeVisible();
  await expect(status.getByText("Pending", { exact: true })).toBeVisible();
});

test("a coupon is applied by its own button: the discount and total show, what was typed stays, the booking keeps it", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Tolu");
  const { category, first } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  await fillBookingForm(bookingForm(page), name);
  await bookingForm(page).getByLabel("Coupon Code").fill("welcome10");
  await bookingForm(page).getByRole("button", { name: "Apply" }).click();

  const form = bookingForm(page);
  await expect(form.getByRole("status").filter({ hasText: couponAppliedMessage(10) })).toBeVisible();
  const discounted = bookingTotal([first.price], 10);
  await expect(form.getByText(`Discount (10%)`)).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText(formatNaira(discounted));
  await expect(form.getByRole("button", { name: "Coupon Applied" })).toBeDisabled();
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Preferred Time")).toHaveValue("afternoon");
  await expect(form.getByRole("checkbox", { name: startsWith(first.name) })).toBeChecked();
  expectNoDetailsInUrl(page, [name, customer.email]);

  // Pressing the greyed-out button again says why nothing happens, as the dialog does, and keeps the coupon.
  await form.getByRole("button", { name: "Coupon Applied" }).click({ force: true });
  await expect(bookingForm(page).getByRole("status").filter({ hasText: couponAlreadyApplied })).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText(formatNaira(discounted));

  await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(formatNaira(discounted));
  const [stored] = await storedBookings(playwright, baseURL!, ownAdmin, name);
  expect(stored).toMatchObject({
    couponCode: "WELCOME10",
    discount: 10,
    subtotal: first.price,
    totalPrice: discounted,
  });
});

test("a double submit books once: a double click, and the same post sent twice at once", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Dapo");
  const { category, first } = await bookableServices(page);
  await page.goto(`/book?category=${category._id}&service=${first._id}`);
  await fillBookingForm(bookingForm(page), name);
  await bookingForm(page).getByRole("button", { name: "Book Now" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Received" })).toBeVisible();
  const shownId = (await page.locator("main .font-mono").textContent())!.trim();
  const stored = await storedBookings(playwright, baseURL!, ownAdmin, name);
  expect(stored.map((booking) => booking.bookingId)).toEqual([shownId]);

  // Two identical posts racing: one booking, and both answers show its ID.
  const other = uniqueName("Dapo");
  const post = () =>
    page.request.post(`/book?category=${category._id}&service=${first._id}`, {
      headers: { Origin: new URL(baseURL!).origin },
      form: {
        service: first._id,
        customerName: other,
        email: customer.email,
        phone: customer.phone,
        address: customer.address,
        preferredDate: lagosDatePlus(4),
        preferredTime: "morning",
        intent: "book",
      },
    });
  const answers = await Promise.all([post(), post()]);
  const pages = await Promise.all(answers.map((answer) => answer.text()));
  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  const [booked] = await storedBookings(playwright, baseURL!, ownAdmin, other).then((list) => {
    expect(list).toHaveLength(1);
    return list;
  });
  for (const html of pages) expect(html).toContain(booked!.bookingId);
  expect(pages.filter((html) => html.includes(bookingSuccessMessage))).toHaveLength(1);
  expect(pages.filter((html) => html.includes(repeatBookingMessage))).toHaveLength(1);
});
