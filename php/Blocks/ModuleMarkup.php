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
use Stagecraft\Streams\SourceSettings;

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
	 * @param list<string>|null   $features           The module's features when known (ModuleMarkupView), else read from it.
	 * @return string
	 */
	public static function render( array $module, array $wrapper_attributes = array(), array $data_source = array(), ?array $features = null ): string {
		$box      = ModuleBox::attributes( (array) ( $module['settings']['size'] ?? array() ) );
		$features = $features ?? ModuleFeatures::of( $module );
		$alias    = (string) $module['alias'];
		$source   = in_array( $data_source['source'] ?? 'rest', self::SOURCES, true ) ? (string) ( $data_source['source'] ?? 'rest' ) : 'rest';
		// The same module twice on a page gets ids -2, -3...; the client strips that suffix again.
		self::$instances[ $alias ] = ( self::$instances[ $alias ] ?? 0 ) + 1;
		$suffix                    = self::$instances[ $alias ] > 1 ? '-' . self::$instances[ $alias ] : '';

		$attributes = array_merge(
			$wrapper_attributes,
			array(
				'class'                    => trim( ( $wrapper_attributes['class'] ?? '' ) . ' stagecraft-module ' . $box['class'] . ( CarouselMarkup::applies( $module ) ? ' ' . CarouselMarkup::classes( CarouselMarkup::settings( $module ) ) : '' ) ),
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
				'data-stagecraft-features' => implode( ' ', $features ),
				// The box is reserved here, per device level (with any outer navigation), so nothing moves when the runtime mounts.
				'style'                    => trim( ( $wrapper_attributes['style'] ?? '' ) . ';' . $box['style'] . NavigationSpace::style( $module ), ';' ),
			),
			ModalMarkup::attributes( $module )
		);
		ModuleCodes::enqueue( $module );
		ModuleFeatureStyles::enqueue( $features );
		$slides = (array) $module['slides'];
		usort( $slides, static fn ( $a, $b ) => (int) ( $a['order'] ?? 0 ) <=> (int) ( $b['order'] ?? 0 ) );

		if ( 'json' === $source ) {
			$attributes['data-stagecraft-json-url'] = esc_url_raw( (string) ( $data_source['json_url'] ?? '' ) );
		}

		$html = '<div';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( (string) $value ) . '"';
		}
		$carousel = CarouselMarkup::applies( $module ) ? CarouselMarkup::settings( $module ) : null;
		$html    .= null === $carousel ? '><div class="stagecraft-module__stage">' : sprintf( '><div class="stagecraft-module__stage" style="%s">', esc_attr( CarouselMarkup::stage_style( $carousel ) ) );
		if ( null !== $carousel ) {
			// A carousel's first window of slides, laid out by its stylesheet.
			foreach ( CarouselMarkup::first_window( $slides, $carousel ) as $item ) {
				$focused = 0 === $item['index'];
				$html   .= self::slide( (array) $slides[ $item['index'] ], count( $slides ), $item['index'], $item['style'], $focused || $carousel['showAll'], $item['out'] );
			}
		} elseif ( $slides && '' === SourceSettings::type( $module ) ) {
			// A stream module's slides are templates (placeholders): the runtime draws its items.
			$html .= self::slide( (array) $slides[0], count( $slides ) );
		}
		$html .= '</div>' . FallbackImage::markup( $module );
		if ( 'inline' === $source && isset( $data_source['inline'] ) ) {
			// JSON_HEX_TAG keeps "</script>" in layer text from closing the element.
			$html .= '<script type="application/json" class="stagecraft-module__data">'
				. wp_json_encode( $data_source['inline'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES )
				. '</script>';
		}
		return $html . '</div>';
	}

	/**
	 * The first slide (or a slide of a carousel's first window): its background image, the
	 * first one the page's LCP element, and its top-level layers.
	 *
	 * @param array<string,mixed> $slide  Slide.
	 * @param int                 $count  Number of slides.
	 * @param int                 $index  Index of the slide.
	 * @param string              $style  A carousel slide's place (custom properties).
	 * @param bool                $layers Whether its layers show (a carousel's focused slide, or every one).
	 * @param string              $out    The device levels whose carousel window leaves the slide out (hidden by CSS there).
	 * @return string
	 */
	private static function slide( array $slide, int $count, int $index = 0, string $style = '', bool $layers = true, string $out = '' ): string {
		$html = sprintf(
			'<div class="stagecraft-module__slide %s" data-slide-id="%d" data-slide-index="%d" role="group" aria-roledescription="%s" aria-label="%s"%s%s>',
			0 === $index ? 'is-active' : 'is-in-view',
			(int) ( $slide['id'] ?? 0 ),
			$index,
			esc_attr__( 'slide', 'stagecraft' ),
			/* translators: 1: slide number, 2: number of slides */
			esc_attr( sprintf( __( '%1$d of %2$d', 'stagecraft' ), $index + 1, $count ) ),
			'' === $style ? '' : ' style="' . esc_attr( $style ) . '"',
			'' === $out ? '' : ' data-stagecraft-out="' . esc_attr( $out ) . '"'
		);
		$html .= self::background( (array) ( $slide['bg']['image'] ?? array() ), 0 === $index );
		// The stack is centred, so it shows only once its end has arrived (see style.scss).
		$html .= '<div class="stagecraft-module__layers stagecraft-module__layers--server">';
		foreach ( $layers ? (array) ( $slide['layers'] ?? array() ) : array() as $layer ) {
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
		return $html . '<i class="stagecraft-module__layers-end" hidden></i></div></div>';
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
	 * @param bool                $first Whether it is the first slide's (the LCP element).
	 * @return string
	 */
	private static function background( array $image, bool $first = true ): string {
		$attributes = array(
			'class'         => 'stagecraft-module__bg',
			'alt'           => (string) ( $image['alt'] ?? '' ),
			'fetchpriority' => $first ? 'high' : 'auto',
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
			'<img class="%s" src="%s" width="%d" height="%d" alt="%s" fetchpriority="%s" decoding="async">',
			esc_attr( $attributes['class'] ),
			esc_url( (string) $image['src'] ),
			(int) ( $image['width'] ?? 0 ),
			(int) ( $image['height'] ?? 0 ),
			esc_attr( $attributes['alt'] ),
			esc_attr( $attributes['fetchpriority'] )
		);
	}
}
