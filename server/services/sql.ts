/** What several services write into their SQL the same way. */

/** A timestamp column as the spec shows times: China time, `YYYY-MM-DD HH24:MI:SS`. */
export const chinaTime = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/** LIMIT and OFFSET of a 1-based page, with the call's default size when the request gives none. */
export function pageParams(pageNo: number | undefined, pageSize: number | undefined, defaultSize: number) {
  const size = pageSize ?? defaultSize;
  return { limit: size, offset: ((pageNo ?? 1) - 1) * size };
}
