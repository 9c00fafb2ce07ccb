<?php
/**
 * SMTP transport for wp_mail.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use PHPMailer\PHPMailer\PHPMailer;

/**
 * Points PHPMailer at an SMTP server when one is configured by the STAGECRAFT_SMTP_HOST and
 * STAGECRAFT_SMTP_PORT constants or the stagecraft_smtp_host / stagecraft_smtp_port options.
 */
final class Smtp {

	/**
	 * Hooks PHPMailer.
	 */
	public static function register(): void {
		add_action( 'phpmailer_init', array( self::class, 'configure' ) );
	}

	/**
	 * Host and port, or null when none is configured (mail then goes out as WordPress does).
	 *
	 * @return array{0:string,1:int}|null
	 */
	public static function server(): ?array {
		$host = defined( 'STAGECRAFT_SMTP_HOST' ) ? (string) constant( 'STAGECRAFT_SMTP_HOST' ) : (string) get_option( 'stagecraft_smtp_host', '' );
		$port = defined( 'STAGECRAFT_SMTP_PORT' ) ? (int) constant( 'STAGECRAFT_SMTP_PORT' ) : (int) get_option( 'stagecraft_smtp_port', 25 );
		return '' === $host ? null : array( $host, $port > 0 ? $port : 25 );
	}

	/**
	 * Configures the mailer.
	 *
	 * @param PHPMailer $mailer WordPress's mailer.
	 */
	public static function configure( PHPMailer $mailer ): void {
		$server = self::server();
		if ( null === $server ) {
			return;
		}
		$mailer->isSMTP();
		$mailer->Host        = $server[0]; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		$mailer->Port        = $server[1]; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->SMTPAuth    = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->SMTPAutoTLS = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$mailer->Timeout     = 10; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}
}
