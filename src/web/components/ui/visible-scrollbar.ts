/**
 * Classes that give a box that scrolls sideways a scrollbar always drawn, a thumb's width tall: phones
 * otherwise show none until the box is swiped, so nobody would know there is more to the right.
 */
export const visibleScrollbar =
  "[&::-webkit-scrollbar]:h-3 [&::-webkit-scrollbar]:w-3 [&::-webkit-scrollbar-thumb]:rounded-full [&::-webkit-scrollbar-thumb]:border-2 [&::-webkit-scrollbar-thumb]:border-slate-100 [&::-webkit-scrollbar-thumb]:bg-slate-400 [&::-webkit-scrollbar-track]:bg-slate-100";
