<?php
/**
 * The love button's votes.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Site;

use Stagecraft\Site\LoveButton;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * One love per visitor and post, stored as BeTheme's count, floods refused.
 */
final class LoveButtonTest extends IntegrationTestCase {

	/**
	 * A published post.
	 */
	private function post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Loved',
				'post_status' => 'publish',
			)
		);
	}

	public function test_a_visitor_loves_a_post_once_and_the_count_is_stored(): void {
		$id                             = $this->post();
		list( $status, $body, $cookie ) = LoveButton::vote( $id, '192.0.2.1', '' );
		$this->assertSame( 200, $status );
		$this->assertSame( '<span class="stagecraft-love__count">1</span>', $body );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}\|' . $id . '$/', $cookie );
		$this->assertSame( '1', get_post_meta( $id, 'mfn-post-love', true ) );

		// The same visitor, even from another address and having lost the post from the cookie: no second vote.
		$this->assertSame( array( 200, '<span class="stagecraft-love__count">1</span>', $cookie ), LoveButton::vote( $id, '192.0.2.9', $cookie ) );
		$this->assertSame( 200, LoveButton::vote( $id, '192.0.2.9', strtok( $cookie, '|' ) . '|' )[0] );
		$this->assertSame( 1, LoveButton::count( $id ) );

		// Another visitor counts, from the same address too (an office, a mobile network).
		$this->assertSame( '<span class="stagecraft-love__count">2</span>', LoveButton::vote( $id, '192.0.2.1', '' )[1] );
	}

	public function test_posts_that_cannot_be_loved_are_refused(): void {
		$draft = (int) wp_insert_post( array( 'post_title' => 'Draft' ) );
		foreach ( array( 0, $draft, PHP_INT_MAX ) as $id ) {
			$this->assertSame( 400, LoveButton::vote( $id, '192.0.2.3', '' )[0] );
		}
		$this->assertSame( 0, LoveButton::count( $draft ) );
	}

	public function test_a_flood_from_one_address_is_refused(): void {
		$id       = $this->post();
		$statuses = array();
		// Up to two windows' worth, should a minute's window end during the loop.
		$status = 0;
		for ( $i = 0; $i <= 2 * LoveButton::FLOOD_LIMIT && 429 !== $status; $i++ ) {
			$status     = LoveButton::vote( $id, '198.51.100.7', '' )[0];
			$statuses[] = $status;
		}
		$this->assertSame( 429, end( $statuses ) );
		$this->assertGreaterThanOrEqual( LoveButton::FLOOD_LIMIT, count( $statuses ) - 1 );
		$this->assertSame( array( 200 ), array_values( array_unique( array_slice( $statuses, 0, -1 ) ) ) );
		// Each request without a cookie is a new visitor; the refused ones did not count.
		$this->assertSame( count( $statuses ) - 1, LoveButton::count( $id ) );
	}

	public function test_a_cookie_is_read_or_made(): void {
		$this->assertSame( array( str_repeat( 'a', 32 ), array( 3, 7 ) ), LoveButton::parse_cookie( str_repeat( 'a', 32 ) . '|3,x,7' ) );
		list( $visitor, $loved ) = LoveButton::parse_cookie( '<script>|1' );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $visitor );
		$this->assertSame( array( 1 ), $loved );
	}
}
