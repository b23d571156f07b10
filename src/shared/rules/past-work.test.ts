import { describe, expect, it } from "vitest";
import { pastWorkPictures } from "./past-work.ts";

describe("pastWorkPictures", () => {
  it("reads the first picture as After and the second as Before; the rest are other views", () => {
    expect(pastWorkPictures(["/a", "/b", "/c"])).toEqual({ after: "/a", before: "/b", others: ["/c"] });
    expect(pastWorkPictures(["/a", "/b"])).toEqual({ after: "/a", before: "/b", others: [] });
  });

  it("has no Before with one picture, and nothing with none", () => {
    expect(pastWorkPictures(["/a"])).toEqual({ after: "/a", before: undefined, others: [] });
    expect(pastWorkPictures([])).toEqual({ after: undefined, before: undefined, others: [] });
  });
});
