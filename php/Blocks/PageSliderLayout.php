<?php
/**
 * Where a card carousel's parts sit (spec site.md section 2): slides past a width's count
 * hidden before the runtime mounts, and the arrows in a band under the track.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

/**
 * The page sliders' server-side layout helpers.
 */
final class PageSliderLayout {

	/** The band under a card carousel's track that holds its arrows and pause button, px. */
	public const ARROW_BAND = 56;

	/** The arrows' size, px (the module's default, NAV_DEFAULT_SIZE). */
	private const ARROW = 44;

	/**
	 * Marks each slide of the server's first window with the width bands whose count it is
	 * past (the counts PageSliderModule::wrapper() printed), so the stylesheet hides it there
	 * until the runtime mounts: an attribute selector per band, which every browser reads.
	 *
	 * @param string $html    The module markup.
	 * @param string $wrapper The block wrapper attributes (PageSliderModule::wrapper()'s).
	 */
	public static function past( string $html, string $wrapper ): string {
		if ( ! preg_match_all( '/--stagecraft-shown-(\d+):(\d+)/', $wrapper, $bands, PREG_SET_ORDER ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'class_name' => 'stagecraft-module__slide' ) ) ) {
			// Its place from the focus, in slides (u0, the large desktop's: a page slider's levels share it).
			if ( ! preg_match( '/--stagecraft-u0?:(-?\d+)/', (string) $tags->get_attribute( 'style' ), $unit ) ) {
				continue;
			}
			$past = array();
			foreach ( $bands as $band ) {
				if ( (int) $unit[1] >= (int) $band[2] ) {
					$past[] = $band[1];
				}
			}
			if ( array() !== $past ) {
				$tags->set_attribute( 'data-stagecraft-past', implode( ' ', $past ) );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * A card carousel's arrows: a pair centred in the band under the track (ARROW_BAND, which
	 * PageSliderModule::wrapper() reserves), so they never cover a card, on phones least of all.
	 *
	 * @return array<string,mixed>
	 */
	public static function arrows(): array {
		// From the stage's bottom edge down into the band, centred in it.
		$y    = -self::ARROW_BAND + intdiv( self::ARROW_BAND - self::ARROW, 2 );
		$half = intdiv( self::ARROW, 2 ) + 6;
		return array(
			'set' => true,
			'l'   => array(
				'h' => 'center',
				'v' => 'bottom',
				'x' => -$half,
				'y' => $y,
			),
			'r'   => array(
				'h' => 'center',
				'v' => 'bottom',
				'x' => $half,
				'y' => $y,
			),
		);
	}
}
