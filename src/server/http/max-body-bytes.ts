/**
 * The largest request body the site reads, for every POST of the API and of the pages. The
 * booking form weighs under 2 KB; 64 KB leaves room for any honest form and bounds what one
 * request can hold in memory (a 700 MB form used to take 2.4 GB and end in a 500).
 */
export const MAX_BODY_BYTES = 64 * 1024;
