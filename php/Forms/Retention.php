<?php
/**
 * Deletes old submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Submissions older than the stagecraft_forms_retention_days option (0 keeps them forever)
 * are deleted daily, with their files.
 */
final class Retention {

	public const HOOK = 'stagecraft_forms_retention';

	public const OPTION = 'stagecraft_forms_retention_days';

	/**
	 * Schedules the daily purge.
	 */
	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'purge' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::HOOK ) ) {
					wp_schedule_event( time() + 3600, 'daily', self::HOOK );
				}
			}
		);
	}

	/**
	 * Deletes what is past retention and answers how many went.
	 */
	public static function purge(): int {
		$days = (int) get_option( self::OPTION, 0 );
		if ( $days <= 0 ) {
			return 0;
		}
		$old = get_posts(
			array(
				'post_type'      => SubmissionStore::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => 100,
				'fields'         => 'ids',
				'date_query'     => array(
					array(
						'column' => 'post_date_gmt',
						'before' => gmdate( 'Y-m-d H:i:s', time() - $days * 86400 ),
					),
				),
			)
		);
		foreach ( $old as $id ) {
			wp_delete_post( (int) $id, true );
		}
		return count( $old );
	}
}
