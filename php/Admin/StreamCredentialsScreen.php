<?php
/**
 * Settings → Stream sources: the site owner's credentials for the social stream sources.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Admin;

use Stagecraft\Streams\StreamCredentials;

/**
 * A Settings API screen (capability manage_options, the options.php nonce) where a credential
 * can be set, replaced or cleared per source. A saved credential is never printed back: the
 * screen only says that one is saved, and an empty field keeps it.
 */
final class StreamCredentialsScreen {

	public const PAGE  = 'stagecraft-stream-sources';
	public const GROUP = 'stagecraft_stream_sources';

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		// Created by the first save: kept out of autoloading, so secrets load only when a stream needs them.
		add_action( 'add_option_' . StreamCredentials::OPTION, array( self::class, 'no_autoload' ) );
	}

	/**
	 * The screen under Settings.
	 */
	public static function menu(): void {
		add_options_page(
			__( 'Stream sources', 'stagecraft' ),
			__( 'Stream sources', 'stagecraft' ),
			'manage_options',
			self::PAGE,
			array( self::class, 'render' )
		);
	}

	/**
	 * The option, saved through options.php (which checks the capability and the nonce).
	 */
	public static function register_setting(): void {
		register_setting(
			self::GROUP,
			StreamCredentials::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Marks the option as not autoloaded.
	 */
	public static function no_autoload(): void {
		wp_set_option_autoload( StreamCredentials::OPTION, false );
	}

	/**
	 * The credentials after a submission: a filled field replaces, a ticked clear box removes,
	 * an empty field keeps what is saved.
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string,string>
	 */
	public static function sanitize( $input ): array {
		$credentials = StreamCredentials::all();
		$input       = is_array( $input ) ? $input : array(); // options.php has unslashed it.
		$clear       = is_array( $input['clear'] ?? null ) ? $input['clear'] : array();
		$submitted   = StreamCredentials::clean( $input );
		foreach ( array_keys( StreamCredentials::kinds() ) as $source ) {
			if ( isset( $submitted[ $source ] ) ) {
				$credentials[ $source ] = $submitted[ $source ];
			} elseif ( ! empty( $clear[ $source ] ) ) {
				unset( $credentials[ $source ] );
			}
		}
		return StreamCredentials::clean( $credentials );
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Stream sources', 'stagecraft' ) . '</h1>';
		echo '<p>' . esc_html__( 'Modules whose slides come from a social or video network read it with these credentials. They stay on this server: visitors’ browsers never receive them, and a saved credential is not shown again.', 'stagecraft' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( StreamCredentials::kinds() as $source => $kind ) {
			self::row( $source, $kind );
		}
		echo '</tbody></table>';
		submit_button();
		echo '</form></div>';
	}

	/**
	 * One source's row: whether a credential is saved, a field to replace it, a box to clear it.
	 *
	 * @param string $source Source name.
	 * @param string $kind   What the provider issues.
	 */
	private static function row( string $source, string $kind ): void {
		$id     = 'stagecraft-credential-' . $source;
		$name   = StreamCredentials::OPTION . '[' . $source . ']';
		$saved  = StreamCredentials::has( $source );
		$status = $saved ? __( 'A credential is saved. Leave the field empty to keep it.', 'stagecraft' ) : __( 'Not set.', 'stagecraft' );
		echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $kind ) . '</label></th><td>';
		printf(
			'<input type="password" class="regular-text" id="%1$s" name="%2$s" value="" autocomplete="off" spellcheck="false" aria-describedby="%1$s-status">',
			esc_attr( $id ),
			esc_attr( $name )
		);
		echo '<p class="description" id="' . esc_attr( $id ) . '-status">' . esc_html( $status ) . '</p>';
		if ( $saved ) {
			printf(
				'<p><label><input type="checkbox" name="%1$s" value="1"> %2$s</label></p>',
				esc_attr( StreamCredentials::OPTION . '[clear][' . $source . ']' ),
				/* translators: %s: kind of credential, such as "Vimeo access token" */
				esc_html( sprintf( __( 'Clear the saved %s', 'stagecraft' ), $kind ) )
			);
		}
		echo '</td></tr>';
	}
}
