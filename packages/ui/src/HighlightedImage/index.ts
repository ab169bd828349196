export { HighlightedImage, type HighlightedImageProps, type ImageRegion } from './HighlightedImage';
