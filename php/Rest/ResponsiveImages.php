<?php
/**
 * The candidates of each media library image in a module reply (srcset and sizes).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Rest;

/**
 * A slide background or image layer that names a media library image gets the srcset and sizes
 * WordPress would print for it, so the runtime's <img> (and its preloading) fetches the file the
 * screen needs: 768 px wide on a phone, not the 1600 px original. They are the server's first
 * slide's own attributes (wp_get_attachment_image), so the runtime keeps the file the browser
 * picked for it. Worked out when the reply is built and cached with it.
 */
final class ResponsiveImages {

	/**
	 * The slides with srcset and sizes on every image record WordPress has candidates for.
	 *
	 * @param array<mixed> $slides Slides of a reply.
	 * @return array<mixed>
	 */
	public static function add( array $slides ): array {
		$ids = array();
		foreach ( $slides as $slide ) {
			foreach ( self::records( $slide ) as $record ) {
				$ids[] = (int) ( $record['id'] ?? 0 );
			}
		}
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( array() === $ids ) {
			return $slides;
		}
		// One query for every image's metadata, not one per slide.
		update_meta_cache( 'post', $ids );
		foreach ( $slides as $i => $slide ) {
			if ( is_array( self::child( self::child( $slide, 'bg' ), 'image' ) ) ) {
				$slides[ $i ]['bg']['image'] = self::with_candidates( $slide['bg']['image'] );
			}
			foreach ( self::image_layers( $slide ) as $j => $layer ) {
				$slides[ $i ]['layers'][ $j ]['content'] = self::with_candidates( $layer['content'] );
			}
		}
		return $slides;
	}

	/**
	 * The image records of a slide: its background image and its image layers' content.
	 *
	 * @param mixed $slide Slide.
	 * @return array<int,array<mixed>>
	 */
	private static function records( $slide ): array {
		$image   = self::child( self::child( $slide, 'bg' ), 'image' );
		$records = is_array( $image ) ? array( $image ) : array();
		foreach ( self::image_layers( $slide ) as $layer ) {
			$records[] = $layer['content'];
		}
		return $records;
	}

	/**
	 * A slide's image layers (with their content), by their index.
	 *
	 * @param mixed $slide Slide.
	 * @return array<int|string,array{content:array<mixed>}>
	 */
	private static function image_layers( $slide ): array {
		$layers = self::child( $slide, 'layers' );
		return array_filter(
			is_array( $layers ) ? $layers : array(),
			static fn ( $layer ) => 'image' === self::child( $layer, 'type' ) && is_array( self::child( $layer, 'content' ) )
		);
	}

	/**
	 * A key's value in an array; null in anything else (restored data has objects for empty maps).
	 *
	 * @param mixed  $value Value.
	 * @param string $key   Key.
	 * @return mixed
	 */
	private static function child( $value, string $key ) {
		return is_array( $value ) ? ( $value[ $key ] ?? null ) : null;
	}

	/**
	 * An image record with srcset and sizes, when its src is one of the attachment's files and
	 * WordPress has more than one size of it; unchanged otherwise.
	 *
	 * @param array<mixed> $image Image record: id, src, width, height.
	 * @return array<mixed>
	 */
	private static function with_candidates( array $image ): array {
		$id  = (int) ( $image['id'] ?? 0 );
		$src = (string) ( $image['src'] ?? '' );
		if ( $id <= 0 || '' === $src || ! wp_attachment_is_image( $id ) ) {
			return $image;
		}
		$meta = wp_get_attachment_metadata( $id );
		if ( ! is_array( $meta ) || empty( $meta['width'] ) || empty( $meta['height'] ) ) {
			return $image;
		}
		$width  = (int) ( $image['width'] ?? 0 );
		$height = (int) ( $image['height'] ?? 0 );
		$size   = $width > 0 && $height > 0 ? array( $width, $height ) : array( (int) $meta['width'], (int) $meta['height'] );
		$url    = self::absolute( $src );
		$srcset = wp_calculate_image_srcset( $size, $url, $meta, $id );
		if ( ! is_string( $srcset ) || '' === $srcset ) {
			return $image;
		}
		// Root-relative on the site's own host, as the module stores its uploads: a long module
		// carries one srcset per slide, inlined in the page.
		$image['srcset'] = str_replace( self::origin(), '', $srcset );
		$image['sizes']  = (string) wp_calculate_image_sizes( $size, $url, $meta, $id );
		return $image;
	}

	/**
	 * A root-relative URL (as the module editor stores uploads) on the site's host: WordPress
	 * matches a src against the attachment's files by whole URL.
	 *
	 * @param string $src Image URL.
	 */
	private static function absolute( string $src ): string {
		if ( ! str_starts_with( $src, '/' ) || str_starts_with( $src, '//' ) ) {
			return $src;
		}
		return self::origin() . $src;
	}

	/**
	 * The site's scheme, host and port.
	 */
	private static function origin(): string {
		$home = wp_parse_url( home_url() );
		$port = isset( $home['port'] ) ? ':' . $home['port'] : '';
		return ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . $port;
	}
}
