// The dashboard's toasts: what staff read after a change worked or failed. Where the API answers the same
// change with words (a deleted coupon, a new password), it uses these too, so the two never drift.

export const couponCreated = "Coupon created successfully";
export const couponDeleted = "Coupon deleted";
export const serviceCreated = "Service created successfully!";
export const serviceUpdated = "Service updated successfully!";
export const serviceDeleted = "Service deleted successfully!";
export const categorySaved = "Category saved successfully!";
export const categoryDeleted = "Category deleted successfully!";
export const testimonialAdded = "Testimonial added successfully";
export const testimonialUpdated = "Testimonial updated successfully";
export const testimonialDeleted = "Testimonial deleted successfully";
export const pastWorkAdded = "Work added successfully";
export const pastWorkUpdated = "Work updated successfully";
export const pastWorkDeleted = "Work deleted successfully";
export const pastWorkDeleteFailed = "Failed to delete work.";
export const pastWorkSaveFailed = "Failed to submit form. Please try again.";
export const pastWorksLoadFailed = "Error fetching past works";
export const settingsLoadFailed = "Error fetching settings";
export const profileUpdated = "Profile updated successfully";
export const profileUpdateFailed = "Error updating profile. Please try again.";
export const passwordUpdated = "Password updated successfully";
export const imageUploaded = "Image uploaded successfully";
export const imageUploadFailed = "Image upload failed";
/** The server refused the picture (not an image, too large). */
export const pictureRefused = "Image upload failed. Please try again.";
/** The picture did not reach the server, or the profile did not take it. */
export const pictureUploadFailed = "Error uploading image. Please try again.";
export const paymentReversed = "Payment reversed";
export const accountAdded = "Account added";
export const passwordCopied = "Password copied";
export const calendarLinkCopied = "Calendar link copied";
export const crewPageLinkCopied = "Crew page link copied";
export const calendarLinkRenewed = "New calendar link made: the old one no longer works";
export const crewPageLinkRenewed = "New crew page link made: the old one no longer works";
export const linkCopyFailed = "Copying failed: select the link and copy it by hand.";
export const passwordCopyFailed = "Copying failed: select the password and copy it by hand.";
