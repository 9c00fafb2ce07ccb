<?php
/**
 * The attributes a modal module's markup carries.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Blocks;

use Stagecraft\Blocks\ModalMarkup;
use PHPUnit\Framework\TestCase;

/**
 * A modal module stays hidden with its triggers for the runtime; other modules get nothing.
 */
final class ModalMarkupTest extends TestCase {

	public function test_a_modal_is_hidden_with_its_trigger_settings(): void {
		$attributes = ModalMarkup::attributes(
			array(
				'title'    => 'Offer',
				'settings' => array(
					'type'  => 'modal',
					'modal' => array(
						'trigger' => 'delay:3000;hash',
						'oneTime' => true,
						'cookie'  => 2,
						'cover'   => false,
					),
				),
			)
		);
		$this->assertSame( 'hidden', $attributes['hidden'] );
		$this->assertSame(
			array(
				'trigger' => 'delay:3000;hash',
				'oneTime' => true,
				'cookie'  => 2,
				'cover'   => false,
				'title'   => 'Offer',
			),
			json_decode( $attributes['data-stagecraft-modal'], true )
		);
	}

	public function test_tolerates_missing_or_odd_settings(): void {
		$page = json_decode(
			ModalMarkup::attributes(
				array(
					'type'     => 'modal',
					'settings' => array(
						'modal' => array(
							'trigger' => array( 'x' ),
							'cookie'  => 'soon',
						),
					),
				)
			)['data-stagecraft-modal'],
			true
		);
		$this->assertSame( array( '', false, 0, true, '' ), array_values( $page ) );
	}

	public function test_other_modules_get_nothing(): void {
		$this->assertSame( array(), ModalMarkup::attributes( array( 'settings' => array( 'type' => 'slider' ) ) ) );
	}
}
