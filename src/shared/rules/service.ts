// What the dashboard says about services.

/** A service belongs to a category, so none can be added before a category exists. */
export const createCategoryFirst = "Create a category first: every service belongs to one.";

/** The link that takes the owner there. */
export const goToCategories = "Go to Category Management";
