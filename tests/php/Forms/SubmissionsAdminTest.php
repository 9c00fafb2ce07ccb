<?php
/**
 * CSV export and retention of submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Tests\Forms;

use Stagecraft\Forms\Retention;
use Stagecraft\Forms\SubmissionsCsv;
use Stagecraft\Forms\SubmissionStore;
use Stagecraft\Tests\IntegrationTestCase;

/**
 * The export neutralises formulas; retention deletes only what is old enough.
 */
final class SubmissionsAdminTest extends IntegrationTestCase {

	use ContactForms;

	public function test_csv_has_one_column_per_field_and_neutralises_formulas(): void {
		$form = $this->contact_form();
		$id   = SubmissionStore::insert(
			$form,
			array(
				'fields' => array(
					'your-name'  => array( '=HYPERLINK("x")' ),
					'your-email' => array( 'a@b.co' ),
				),
				'files'  => array(),
				'status' => 'mail_sent',
				'time'   => '2026-01-01T00:00:00+00:00',
			)
		);
		$csv  = SubmissionsCsv::build();
		$this->assertStringStartsWith( '"id","form","time","status","files",', $csv );
		$lines  = explode( "\r\n", $csv );
		$header = str_getcsv( $lines[0] );
		$row    = array_values( array_filter( $lines, static fn( $l ) => str_starts_with( $l, '"' . $id . '",' ) ) );
		$this->assertCount( 1, $row );
		$cells = array_combine( $header, str_getcsv( $row[0] ) );
		$this->assertSame( "'=HYPERLINK(\"x\")", $cells['your-name'] );
		$this->assertSame( 'a@b.co', $cells['your-email'] );
		$this->assertSame( 'mail_sent', $cells['status'] );
		$this->assertSame( '"\'-1"', SubmissionsCsv::cell( '-1' ) );
	}

	public function test_retention_deletes_only_old_submissions(): void {
		$form = $this->contact_form();
		$old  = SubmissionStore::insert(
			$form,
			array(
				'fields' => array(),
				'status' => 'mail_sent',
			)
		);
		$new  = SubmissionStore::insert(
			$form,
			array(
				'fields' => array(),
				'status' => 'mail_sent',
			)
		);
		wp_update_post(
			array(
				'ID'            => $old,
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS ),
				'post_date'     => gmdate(
					'Y-m-d H:i:s',
					time() - 40 * DAY_IN_SECONDS
				),
			)
		);

		update_option( Retention::OPTION, 0 );
		$this->assertSame( 0, Retention::purge() );
		update_option( Retention::OPTION, 30 );
		$this->assertSame( 1, Retention::purge() );
		$this->assertNull( get_post( $old ) );
		$this->assertNotNull( get_post( $new ) );
	}
}
