<?php
/**
 * The server markup of a module: the box at its final size and the first slide, readable
 * before any script runs (and without scripts at all).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Schema\SharedRules;
use Stagecraft\Storage\LinkHref;
use Stagecraft\Storage\LinkRel;
use Stagecraft\Storage\RichText;

/**
 * Renders the stagecraft/module block.
 */
final class ModuleMarkup {

	/** Where the browser loads the module data from (spec section 7). */
	public const SOURCES = array( 'rest', 'ajax', 'inline', 'json' );

	/**
	 * How many times each alias was rendered in this request, for unique element ids.
	 *
	 * @var array<string,int>
	 */
	private static array $instances = array();

	/**
	 * Markup for a module.
	 *
	 * @param array<string,mixed> $module             Module in the canonical shape.
	 * @param array<string,mixed> $wrapper_attributes Extra attributes for the block wrapper.
	 * @param array<string,mixed> $data_source        source (rest|ajax|inline|json), json_url, inline (the slider object).
	 * @return string
	 */
	public static function render( array $module, array $wrapper_attributes = array(), array $data_source = array() ): string {
		$box    = ModuleBox::attributes( (array) ( $module['settings']['size'] ?? array() ) );
		$alias  = (string) $module['alias'];
		$source = in_array( $data_source['source'] ?? 'rest', self::SOURCES, true ) ? (string) ( $data_source['source'] ?? 'rest' ) : 'rest';
		// The same module twice on a page gets ids -2, -3...; the client strips that suffix again.
		self::$instances[ $alias ] = ( self::$instances[ $alias ] ?? 0 ) + 1;
		$suffix                    = self::$instances[ $alias ] > 1 ? '-' . self::$instances[ $alias ] : '';

		$attributes = array_merge(
			$wrapper_attributes,
			array(
				'class'                    => trim( ( $wrapper_attributes['class'] ?? '' ) . ' stagecraft-module ' . $box['class'] ),
				'id'                       => 'stagecraft-module-' . $alias . $suffix,
				'data-stagecraft-alias'    => $alias,
				// The public API's events name modules by this attribute.
				'data-alias'               => $alias,
				// WAI-ARIA APG carousel: a region labelled with the module's title.
				'role'                     => 'region',
				'aria-roledescription'     => __( 'carousel', 'stagecraft' ),
				'aria-label'               => '' !== (string) ( $module['title'] ?? '' ) ? (string) $module['title'] : $alias,
				'data-stagecraft-id'       => (string) (int) $module['id'],
				'data-stagecraft-source'   => $source,
				// The code of these features loads alongside the module data (src/module/features).
				'data-stagecraft-features' => implode( ' ', ModuleFeatures::of( $module ) ),
				// The box is reserved here, per device level (with any outer navigation), so nothing moves when the runtime mounts.
				'style'                    => trim( ( $wrapper_attributes['style'] ?? '' ) . ';' . $box['style'] . NavigationSpace::style( $module ), ';' ),
			),
			ModalMarkup::attributes( $module )
		);
		$slides     = (array) $module['slides'];
		usort( $slides, static fn ( $a, $b ) => (int) ( $a['order'] ?? 0 ) <=> (int) ( $b['order'] ?? 0 ) );

		if ( 'json' === $source ) {
			$attributes['data-stagecraft-json-url'] = esc_url_raw( (string) ( $data_source['json_url'] ?? '' ) );
		}

		$html = '<div';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( (string) $value ) . '"';
		}
		$html .= '><div class="stagecraft-module__stage">';
		if ( $slides ) {
			$html .= self::slide( (array) $slides[0], count( $slides ) );
		}
		$html .= '</div>';
		if ( 'inline' === $source && isset( $data_source['inline'] ) ) {
			// JSON_HEX_TAG keeps "</script>" in layer text from closing the element.
			$html .= '<script type="application/json" class="stagecraft-module__data">'
				. wp_json_encode( $data_source['inline'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
				. '</script>';
		}
		return $html . '</div>';
	}

	/**
	 * The first slide: its background image as the page's LCP element, and its top-level layers.
	 *
	 * @param array<string,mixed> $slide Slide.
	 * @param int                 $count Number of slides.
	 * @return string
	 */
	private static function slide( array $slide, int $count ): string {
		$html = sprintf(
			'<div class="stagecraft-module__slide is-active" data-slide-id="%d" role="group" aria-roledescription="%s" aria-label="%s">',
			(int) ( $slide['id'] ?? 0 ),
			esc_attr__( 'slide', 'stagecraft' ),
			/* translators: 1: slide number, 2: number of slides */
			esc_attr( sprintf( __( '%1$d of %2$d', 'stagecraft' ), 1, $count ) )
		);
		$html .= self::background( (array) ( $slide['bg']['image'] ?? array() ) );
		$html .= '<div class="stagecraft-module__layers">';
		foreach ( (array) ( $slide['layers'] ?? array() ) as $layer ) {
			$layer = (array) $layer;
			if ( -1 === (int) ( $layer['pid'] ?? -1 ) && 'button' === ( $layer['type'] ?? '' ) ) {
				$html .= self::button( $layer );
			}
			if ( -1 === (int) ( $layer['pid'] ?? -1 ) && 'text' === ( $layer['type'] ?? '' ) ) {
				$tag   = in_array( $layer['tag'] ?? '', SharedRules::TEXT_LAYER_TAGS, true ) ? $layer['tag'] : SharedRules::GENERIC_LAYER_TAG;
				$html .= sprintf(
					'<%1$s class="stagecraft-module__layer stagecraft-module__layer--text" data-layer-id="%2$d">%3$s</%1$s>',
					$tag,
					(int) ( $layer['id'] ?? 0 ),
					RichText::layer( (string) ( $layer['content']['text'] ?? '' ), 'text' )
				);
			}
		}
		return $html . '</div></div>';
	}

	/**
	 * A top-level button layer with a link action: a real link, so it works before any script.
	 * Its rel follows the link rule (LinkRel), as the client's does.
	 *
	 * @param array<string,mixed> $layer Layer.
	 * @return string
	 */
	private static function button( array $layer ): string {
		$link = null;
		foreach ( (array) ( $layer['actions'] ?? array() ) as $action ) {
			$action = (array) $action;
			if ( 'link' === ( $action['a'] ?? '' ) && in_array( $action['evt'] ?? '', array( '', 'click' ), true ) && '' !== (string) ( $action['link'] ?? '' ) ) {
				$link = $action;
				break;
			}
		}
		if ( null === $link ) {
			// Buttons without a link only run actions, which need the runtime.
			return '';
		}
		$target = (string) ( $link['target'] ?? '' );
		$rel    = LinkRel::of( $link['rel'] ?? null, $target, $link['flw'] ?? null );
		return sprintf(
			'<a class="stagecraft-module__layer stagecraft-module__layer--button" data-layer-id="%1$d" href="%2$s"%3$s%4$s>%5$s</a>',
			(int) ( $layer['id'] ?? 0 ),
			// The link rules (ltype, protocol mode, anchor) as the client applies them.
			esc_url( LinkHref::of( $link, is_ssl() ? 'https' : 'http', self::site_host() ) ),
			'' !== $target ? ' target="' . esc_attr( $target ) . '"' : '',
			'' !== $rel ? ' rel="' . esc_attr( $rel ) . '"' : '',
			RichText::layer( (string) ( $layer['content']['text'] ?? '' ), 'button' )
		);
	}

	/**
	 * The site's host with its port, as a page's location names it.
	 */
	private static function site_host(): string {
		$port = wp_parse_url( home_url(), PHP_URL_PORT );
		return (string) wp_parse_url( home_url(), PHP_URL_HOST ) . ( $port ? ':' . $port : '' );
	}

	/**
	 * The background image, with width and height so the browser reserves its box.
	 *
	 * @param array<string,mixed> $image Image record: id, src, width, height, alt.
	 * @return string
	 */
	private static function background( array $image ): string {
		$attributes = array(
			'class'         => 'stagecraft-module__bg',
			'alt'           => (string) ( $image['alt'] ?? '' ),
			'fetchpriority' => 'high',
			'loading'       => 'eager',
			'decoding'      => 'async',
		);
		$id         = (int) ( $image['id'] ?? 0 );
		if ( $id > 0 && wp_attachment_is_image( $id ) ) {
			return wp_get_attachment_image( $id, 'full', false, $attributes );
		}
		if ( empty( $image['src'] ) ) {
			return '';
		}
		return sprintf(
			'<img class="%s" src="%s" width="%d" height="%d" alt="%s" fetchpriority="high" decoding="async">',
			esc_attr( $attributes['class'] ),
			esc_url( (string) $image['src'] ),
			(int) ( $image['width'] ?? 0 ),
			(int) ( $image['height'] ?? 0 ),
			esc_attr( $attributes['alt'] )
		);
	}
}
