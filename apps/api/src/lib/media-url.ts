/** Absolute addresses of images the API serves (generated demo images, resized on request). */
export interface MediaUrls {
  imageUrl(key: string): string;
}

export const createMediaUrls = (publicApiUrl: string): MediaUrls => ({
  imageUrl: (key) => `${publicApiUrl}/catalog/v1/images/${encodeURIComponent(key)}`,
});
