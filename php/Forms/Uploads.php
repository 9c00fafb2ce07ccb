<?php
/**
 * Uploaded files of submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Files are kept under random names, encrypted with a site key kept in the database, so a web
 * server that serves the uploads folder as it is (nginx, PHP's built-in server: neither reads
 * .htaccess) hands out only ciphertext. They are read back through a capability-checked REST
 * route or decrypted into a temporary copy for mail, and removed with their submission.
 */
final class Uploads {

	// The key: 32 random bytes, base64, created on first use, never autoloaded.
	public const KEY_OPTION = 'stagecraft_forms_file_key';

	/**
	 * The private folder, created with its guards on first use.
	 */
	public static function dir(): string {
		$dir = wp_upload_dir( null, false )['basedir'] . '/stagecraft-forms';
		if ( ! is_dir( $dir ) ) {
			wp_mkdir_p( $dir );
			// Defence in depth where Apache reads it; the files are encrypted whatever the server.
			file_put_contents( $dir . '/.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			file_put_contents( $dir . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		}
		return $dir;
	}

	/**
	 * Files posted for one field, as the rules see them, with their temporary paths. Only
	 * scalar entries count: a nested field name (`file[a][b]`) posts arrays, which are ignored.
	 *
	 * @param array<string,mixed> $entry One $_FILES entry (single or multiple).
	 * @return list<array{name:string,type:string,size:int,tmp:string,error:int}>
	 */
	public static function normalise( array $entry ): array {
		$out    = array();
		$column = static function ( string $key ) use ( $entry ): array {
			return is_array( $entry[ $key ] ?? null ) ? $entry[ $key ] : array( $entry[ $key ] ?? '' );
		};
		$names  = $column( 'name' );
		$sizes  = $column( 'size' );
		$tmps   = $column( 'tmp_name' );
		$errors = $column( 'error' );
		foreach ( $names as $i => $name ) {
			if ( ! is_scalar( $name ) || ! is_scalar( $tmps[ $i ] ?? null ) || ! is_numeric( $errors[ $i ] ?? null ) ) {
				continue;
			}
			$error = (int) $errors[ $i ];
			if ( UPLOAD_ERR_NO_FILE === $error || '' === (string) $name ) {
				continue;
			}
			$clean = sanitize_file_name( (string) $name );
			$out[] = array(
				'name'  => $clean,
				// The sender's type is ignored: as in Contact Form 7, the name's extension decides.
				'type'  => self::type_of( $clean ),
				'size'  => is_numeric( $sizes[ $i ] ?? null ) ? (int) $sizes[ $i ] : 0,
				'tmp'   => (string) $tmps[ $i ],
				'error' => $error,
			);
		}
		return $out;
	}

	/**
	 * The MIME type WordPress knows for a file name's last extension, '' when it has none or an
	 * unknown one (so `shell.php` sent as image/png is no image).
	 *
	 * @param string $name File name.
	 */
	public static function type_of( string $name ): string {
		// Every type WordPress knows, not the current user's upload list: a visitor has none.
		return (string) wp_check_filetype( $name, wp_get_mime_types() )['type'];
	}

	/**
	 * Encrypts an uploaded file into the private folder under a random name.
	 *
	 * @param array{name:string,tmp:string} $file Uploaded file.
	 * @return string Stored name, '' when it could not be stored.
	 */
	public static function store( array $file ): string {
		$bytes = is_readable( $file['tmp'] ) ? file_get_contents( $file['tmp'] ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
		if ( false === $bytes ) {
			return '';
		}
		$ext    = strtolower( pathinfo( $file['name'], PATHINFO_EXTENSION ) );
		$stored = wp_generate_password( 32, false ) . ( preg_match( '/^[a-z0-9]{1,8}$/', $ext ) ? '.' . $ext . '.bin' : '.bin' );
		$nonce  = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$sealed = $nonce . sodium_crypto_secretbox( $bytes, $nonce, self::key() );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the private folder, not a WP_Filesystem target.
		return false === file_put_contents( self::dir() . '/' . $stored, $sealed ) ? '' : $stored;
	}

	/**
	 * The plain bytes of a stored file, null when it is missing or does not decrypt.
	 *
	 * @param string $stored Stored name.
	 */
	public static function read( string $stored ): ?string {
		$path = self::path( $stored );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$sealed = '' !== $path && is_file( $path ) ? file_get_contents( $path ) : false;
		if ( false === $sealed || strlen( $sealed ) < SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES ) {
			return null;
		}
		$plain = sodium_crypto_secretbox_open(
			substr( $sealed, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			substr( $sealed, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			self::key()
		);
		return false === $plain ? null : $plain;
	}

	/**
	 * A plain copy for a mail attachment, in a folder of its own under the temporary folder,
	 * named as the visitor named it; '' when the file cannot be read. Remove it with forget().
	 *
	 * @param string $stored Stored name.
	 * @param string $name   Original (sanitised) name.
	 */
	public static function plain_copy( string $stored, string $name ): string {
		$bytes = self::read( $stored );
		if ( null === $bytes ) {
			return '';
		}
		$dir = get_temp_dir() . 'stagecraft-' . wp_generate_password( 16, false );
		if ( ! wp_mkdir_p( $dir ) ) {
			return '';
		}
		$path = $dir . '/' . sanitize_file_name( $name );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a temporary copy for wp_mail.
		return false === file_put_contents( $path, $bytes ) ? '' : $path;
	}

	/**
	 * Removes a plain copy made by plain_copy() and its folder.
	 *
	 * @param string $path Path of the copy.
	 */
	public static function forget( string $path ): void {
		if ( '' !== $path && is_file( $path ) ) {
			wp_delete_file( $path );
			rmdir( dirname( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the copy's own temporary folder.
		}
	}

	/**
	 * Deletes a stored file.
	 *
	 * @param string $stored Stored name.
	 */
	public static function delete( string $stored ): void {
		$path = self::path( $stored );
		if ( '' !== $path && is_file( $path ) ) {
			wp_delete_file( $path );
		}
	}

	/**
	 * The path of a stored name inside the private folder; '' for anything but a stored name.
	 *
	 * @param string $stored Stored name.
	 */
	private static function path( string $stored ): string {
		return preg_match( '/^[A-Za-z0-9]{32}(\.[a-z0-9]{1,8})?\.bin$/', $stored ) ? self::dir() . '/' . $stored : '';
	}

	/**
	 * The site's file key, created once.
	 */
	private static function key(): string {
		$key = base64_decode( (string) get_option( self::KEY_OPTION, '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a stored binary key.
		if ( false === $key || SODIUM_CRYPTO_SECRETBOX_KEYBYTES !== strlen( $key ) ) {
			$key = random_bytes( SODIUM_CRYPTO_SECRETBOX_KEYBYTES );
			// add_option() keeps the first key when two requests race to create it.
			add_option( self::KEY_OPTION, base64_encode( $key ), '', false ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			$key = base64_decode( (string) get_option( self::KEY_OPTION, '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		}
		return (string) $key;
	}
}
