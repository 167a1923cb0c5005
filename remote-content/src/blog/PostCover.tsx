import { AspectRatio, Image, type AspectRatioProps } from '@chainwork/shared-config/chakra-content';
import { blogMediaPath } from '@chainwork/shared-config';

/** A post's cover at the social-card ratio (1200 x 630), from the blog's media. */
export function PostCover({
  image,
  alt,
  eager = false,
  ...rest
}: { image: string; alt: string; eager?: boolean } & Omit<AspectRatioProps, 'children'>) {
  return (
    <AspectRatio ratio={1200 / 630} overflow="hidden" borderRadius="xl" bg="ink.900" {...rest}>
      <Image src={blogMediaPath(image)} alt={alt} loading={eager ? 'eager' : 'lazy'} objectFit="cover" />
    </AspectRatio>
  );
}
