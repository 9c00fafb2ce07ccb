<?php
/**
 * The scale-out test's form: `open` creates a published form with one required text field
 * (no captcha, quiz or proof of work, so a script can send valid submissions) and prints its id
 * and the basic contact form's; `count` prints the tokens of its readable stored submissions and
 * how many records did not decode; `pow-on`/`pow-off` switch its proof-of-work check; `close`
 * deletes it and its submissions.
 * Usage: php fixture.php open|count|pow-on|pow-off|close (through bin/lib.sh's wp_php).
 *
 * @package Stagecraft
 */

use Stagecraft\Forms\FormPostType;
use Stagecraft\Forms\SubmissionStore;

$stagecraft_command = $argv[1] ?? '';
require dirname( __DIR__, 2 ) . '/bin/wp/load.php';

$stagecraft_form = get_page_by_path( 'scale-out-load', OBJECT, FormPostType::POST_TYPE );
if ( 'open' === $stagecraft_command ) {
	if ( ! $stagecraft_form ) {
		$stagecraft_id = wp_insert_post(
			array(
				'post_type'    => FormPostType::POST_TYPE,
				'post_status'  => 'publish',
				'post_name'    => 'scale-out-load',
				'post_title'   => 'Scale-out load',
				'post_content' => '<!-- wp:stagecraft/form-field {"type":"text","name":"token","label":"Token","required":true} /-->',
			)
		);
		update_post_meta(
			$stagecraft_id,
			FormPostType::META,
			wp_slash(
				(string) wp_json_encode(
					array(
						'mail' => array(
							'to'      => 'owner@stagecraft.test',
							'from'    => 'Stagecraft <wordpress@stagecraft.test>',
							'subject' => 'Load [token]',
							'body'    => '[token]',
						),
					)
				)
			)
		);
		$stagecraft_form = get_post( $stagecraft_id );
	}
	$stagecraft_basic = get_page_by_path( 'contact-basic', OBJECT, FormPostType::POST_TYPE );
	echo wp_json_encode(
		array(
			'load'  => $stagecraft_form ? $stagecraft_form->ID : 0,
			'basic' => $stagecraft_basic ? $stagecraft_basic->ID : 0,
		)
	);
	return;
}
if ( ! $stagecraft_form ) {
	echo wp_json_encode(
		array(
			'tokens'     => array(),
			'unreadable' => 0,
		)
	);
	return;
}
if ( 'pow-on' === $stagecraft_command || 'pow-off' === $stagecraft_command ) {
	$stagecraft_settings           = json_decode( (string) get_post_meta( $stagecraft_form->ID, FormPostType::META, true ), true );
	$stagecraft_settings           = is_array( $stagecraft_settings ) ? $stagecraft_settings : array();
	$stagecraft_settings['altcha'] = 'pow-on' === $stagecraft_command;
	update_post_meta( $stagecraft_form->ID, FormPostType::META, wp_slash( (string) wp_json_encode( $stagecraft_settings ) ) );
	echo wp_json_encode( array( 'load' => $stagecraft_form->ID ) );
	return;
}
$stagecraft_entries = get_posts(
	array(
		'post_type'      => SubmissionStore::POST_TYPE,
		'post_status'    => 'any',
		'post_parent'    => $stagecraft_form->ID,
		'posts_per_page' => -1,
		'fields'         => 'ids',
	)
);
if ( 'count' === $stagecraft_command ) {
	$stagecraft_tokens     = array();
	$stagecraft_unreadable = 0;
	foreach ( $stagecraft_entries as $stagecraft_entry ) {
		$stagecraft_record = SubmissionStore::get( (int) $stagecraft_entry );
		if ( null === $stagecraft_record ) {
			++$stagecraft_unreadable;
			continue;
		}
		$stagecraft_tokens[] = (string) ( $stagecraft_record['fields']['token'][0] ?? '' );
	}
	echo wp_json_encode(
		array(
			'tokens'     => $stagecraft_tokens,
			'unreadable' => $stagecraft_unreadable,
		)
	);
} elseif ( 'close' === $stagecraft_command ) {
	foreach ( $stagecraft_entries as $stagecraft_entry ) {
		wp_delete_post( (int) $stagecraft_entry, true );
	}
	wp_delete_post( $stagecraft_form->ID, true );
	echo '{}';
}
