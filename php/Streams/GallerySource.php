<?php
/**
 * The gallery stream: images from the media library.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Streams;

use WP_Post;

/**
 * The images of settings.source.gallery.ids, in the order the editor chose them.
 */
final class GallerySource implements StreamSource {

	/**
	 * The source's name.
	 */
	public function name(): string {
		return 'gallery';
	}

	/**
	 * One item per image; ids that are not images (or no longer exist) are left out.
	 *
	 * @param array<string,mixed> $module Module in the canonical shape.
	 * @param array<string,mixed> $args   Request arguments (unused: media has no language here).
	 * @return list<array<string,mixed>>
	 */
	public function items( array $module, array $args ): array {
		$items = array();
		foreach ( SourceSettings::ids( SourceSettings::group( $module, 'gallery' )['ids'] ?? array() ) as $id ) {
			$post  = get_post( $id );
			$image = PostItem::image( $id );
			if ( ! $this->is_public_image( $post ) || null === $image ) {
				continue;
			}
			unset( $image['alt'] );
			$items[] = array(
				'id'      => $id,
				'title'   => esc_html( wp_strip_all_tags( get_the_title( $post ) ) ),
				'caption' => esc_html( wp_strip_all_tags( (string) wp_get_attachment_caption( $id ) ) ),
				'alt'     => esc_html( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
				'image'   => $image,
				'link'    => esc_url_raw( (string) get_attachment_link( $post ) ),
			);
		}
		return $items;
	}

	/**
	 * Whether the post is an image attachment that is neither trashed nor private.
	 *
	 * @param mixed $post Attachment, as get_post() returns it.
	 * @phpstan-assert-if-true WP_Post $post
	 */
	private function is_public_image( $post ): bool {
		return $post instanceof WP_Post
			&& 'attachment' === $post->post_type
			&& in_array( $post->post_status, array( 'inherit', 'publish' ), true )
			&& wp_attachment_is_image( $post );
	}
}
