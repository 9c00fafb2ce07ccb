<?php
/**
 * Uploaded files of submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Files are kept under random names in a folder that denies listing and direct access, and are
 * removed with their submission.
 */
final class Uploads {

	/**
	 * The private folder, created with its guards on first use.
	 */
	public static function dir(): string {
		$dir = wp_upload_dir( null, false )['basedir'] . '/stagecraft-forms';
		if ( ! is_dir( $dir ) ) {
			wp_mkdir_p( $dir );
			// Apache honours .htaccess; index.php stops listings elsewhere; names are random anyway.
			file_put_contents( $dir . '/.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			file_put_contents( $dir . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		}
		return $dir;
	}

	/**
	 * Files posted for one field, as the rules see them, with their temporary paths.
	 *
	 * @param array<string,mixed> $entry One $_FILES entry (single or multiple).
	 * @return list<array{name:string,type:string,size:int,tmp:string,error:int}>
	 */
	public static function normalise( array $entry ): array {
		$out   = array();
		$names = (array) ( $entry['name'] ?? array() );
		foreach ( $names as $i => $name ) {
			$error = (int) ( (array) ( $entry['error'] ?? array() ) )[ $i ];
			if ( UPLOAD_ERR_NO_FILE === $error || '' === (string) $name ) {
				continue;
			}
			$out[] = array(
				'name'  => sanitize_file_name( (string) $name ),
				'type'  => (string) ( (array) ( $entry['type'] ?? array() ) )[ $i ],
				'size'  => (int) ( (array) ( $entry['size'] ?? array() ) )[ $i ],
				'tmp'   => (string) ( (array) ( $entry['tmp_name'] ?? array() ) )[ $i ],
				'error' => $error,
			);
		}
		return $out;
	}

	/**
	 * Moves an uploaded file into the private folder under a random name.
	 *
	 * @param array{name:string,tmp:string} $file Uploaded file.
	 * @return string Stored name, '' when it could not be stored.
	 */
	public static function store( array $file ): string {
		$ext    = strtolower( pathinfo( $file['name'], PATHINFO_EXTENSION ) );
		$stored = wp_generate_password( 32, false ) . ( preg_match( '/^[a-z0-9]{1,8}$/', $ext ) ? '.' . $ext . '.bin' : '.bin' );
		$target = self::dir() . '/' . $stored;
		// Uploaded through a real request, or a local file in tests; rename keeps one copy only.
		$moved = is_uploaded_file( $file['tmp'] ) ? move_uploaded_file( $file['tmp'], $target ) : copy( $file['tmp'], $target );
		return $moved ? $stored : '';
	}

	/**
	 * Deletes a stored file.
	 *
	 * @param string $stored Stored name.
	 */
	public static function delete( string $stored ): void {
		$name = basename( $stored );
		if ( '' !== $name && is_file( self::dir() . '/' . $name ) ) {
			wp_delete_file( self::dir() . '/' . $name );
		}
	}
}
