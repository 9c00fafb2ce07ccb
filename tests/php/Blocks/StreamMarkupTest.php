<?php
/**
 * The server markup of a stream module.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModuleMarkup;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * A stream module's slides are templates: the server draws none of their placeholders, and the
 * page fetches the streams chunk alongside the data.
 */
final class StreamMarkupTest extends IntegrationTestCase {

	public function test_the_template_slide_is_not_drawn_and_the_streams_chunk_is_hinted(): void {
		$slide  = array(
			'id'     => 1,
			'layers' => array(
				array(
					'id'      => 1,
					'pid'     => -1,
					'type'    => 'text',
					'tag'     => 'h2',
					'content' => array( 'text' => '{{title}}' ),
				),
			),
		);
		$stream = array(
			'id'       => 5,
			'alias'    => 'stream',
			'title'    => 'Stream',
			'settings' => array( 'source' => array( 'type' => 'post' ) ),
			'slides'   => array( $slide ),
		);
		$html   = ModuleMarkup::render( $stream );
		$this->assertStringNotContainsString( '{{title}}', $html );
		$this->assertStringNotContainsString( 'data-slide-index', $html );
		$this->assertStringContainsString( 'data-stagecraft-features="arrows bullets streams"', $html );

		$own = ModuleMarkup::render( array( 'settings' => array() ) + $stream );
		$this->assertStringContainsString( '{{title}}', $own, 'a module with slides of its own draws its first slide' );
	}
}
