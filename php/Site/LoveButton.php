<?php
/**
 * The love button's admin-ajax action (spec site.md sections 4 and 7: POST action=mfn_love with
 * post_id, form-urlencoded; the reply is the HTML that replaces the label).
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

use Stagecraft\Storage\RateLimit;

/**
 * Counts one love per visitor and post. A visitor is a random id in a cookie (no account needed);
 * not the address, which visitors of one office or mobile network share. Someone clearing cookies
 * to vote again meets the flood limit of the address (20 a minute). The count is BeTheme's post meta, raised by one UPDATE so two votes at once both count. Nothing here depends
 * on the page the visitor got, so a cached page is fine: the script reads the loved state from the
 * cookie and the reply carries the fresh count.
 */
final class LoveButton {

	public const ACTION      = 'mfn_love';
	public const COUNT_META  = 'mfn-post-love';
	public const VOTER_META  = '_stagecraft_love_voter';
	public const COOKIE      = 'stagecraft_loved';
	public const FLOOD_LIMIT = 20;
	private const DAY        = 86400;

	/**
	 * Hooks the action for visitors and logged-in users.
	 */
	public static function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( self::class, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The admin-ajax callback: answers and ends the request.
	 */
	public static function handle(): void {
		// A public, idempotent-per-visitor counter: no nonce (cached pages would carry stale ones).
		// (int): absint() answers a float for PHP's smallest integer.
		$post_id                        = isset( $_POST['post_id'] ) && is_scalar( $_POST['post_id'] ) ? (int) absint( $_POST['post_id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$address                        = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$cookie                         = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		list( $status, $body, $cookie ) = self::vote( $post_id, $address, $cookie );
		if ( '' !== $cookie && ! headers_sent() ) {
			$path = defined( 'COOKIEPATH' ) ? (string) constant( 'COOKIEPATH' ) : '';
			setcookie( self::COOKIE, $cookie, time() + 365 * self::DAY, '' !== $path ? $path : '/', defined( 'COOKIE_DOMAIN' ) ? (string) constant( 'COOKIE_DOMAIN' ) : '', is_ssl(), false );
		}
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'Cache-Control: no-store' );
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by label(), escaped there.
		wp_die( '', '', array( 'response' => $status ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an HTTP status, not output.
	}

	/**
	 * One vote: the status, the reply's HTML and the visitor's cookie value afterwards.
	 *
	 * @param int    $post_id The post.
	 * @param string $address The visitor's address.
	 * @param string $cookie  The visitor's cookie: "id|post,post,…".
	 * @return array{0:int,1:string,2:string}
	 */
	public static function vote( int $post_id, string $address, string $cookie ): array {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || ! is_post_type_viewable( $post->post_type ) ) {
			return array( 400, esc_html__( 'This post cannot be loved.', 'stagecraft' ), '' );
		}
		if ( ! RateLimit::hit( 'love', $address, self::FLOOD_LIMIT, 60 )['allowed'] ) {
			return array( 429, esc_html__( 'Too many requests. Please try again in a minute.', 'stagecraft' ), '' );
		}
		list( $visitor, $loved ) = self::parse_cookie( $cookie );
		$voters                  = get_post_meta( $post_id, self::VOTER_META );
		$seen                    = in_array( $post_id, $loved, true ) || in_array( $visitor, is_array( $voters ) ? $voters : array(), true );
		if ( ! $seen ) {
			add_post_meta( $post_id, self::VOTER_META, $visitor );
			self::count_one( $post_id );
		}
		$loved[] = $post_id;
		return array( 200, self::label( self::count( $post_id ) ), $visitor . '|' . implode( ',', array_unique( $loved ) ) );
	}

	/**
	 * The visitor id and loved posts of a cookie value; a new id when it has none.
	 *
	 * @param string $cookie "id|post,post,…".
	 * @return array{0:string,1:list<int>}
	 */
	public static function parse_cookie( string $cookie ): array {
		$parts   = explode( '|', $cookie, 2 );
		$visitor = preg_match( '/^[a-f0-9]{32}$/', $parts[0] ) ? $parts[0] : md5( wp_generate_password( 32, false ) );
		$loved   = array_values( array_filter( array_map( 'absint', explode( ',', $parts[1] ?? '' ) ) ) );
		return array( $visitor, array_slice( $loved, -200 ) );
	}

	/**
	 * The post's love count.
	 *
	 * @param int $post_id The post.
	 */
	public static function count( int $post_id ): int {
		return absint( get_post_meta( $post_id, self::COUNT_META, true ) );
	}

	/**
	 * The label's HTML: the count, and words for screen readers.
	 *
	 * @param int $count Loves.
	 */
	public static function label( int $count ): string {
		return '<span class="stagecraft-love__count">' . esc_html( number_format_i18n( $count ) ) . '</span>';
	}

	/**
	 * Raises the count by one in the database itself, so votes at once all count.
	 *
	 * @param int $post_id The post.
	 */
	private static function count_one( int $post_id ): void {
		global $wpdb;
		add_post_meta( $post_id, self::COUNT_META, '0', true );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS UNSIGNED) + 1 WHERE post_id = %d AND meta_key = %s", $post_id, self::COUNT_META ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic counter.
		wp_cache_delete( $post_id, 'post_meta' );
	}
}
