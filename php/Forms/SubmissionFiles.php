<?php
/**
 * Reads the files visitors attached to form submissions.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * A submission's file by its position: the name the visitor gave it and its decrypted bytes.
 */
final class SubmissionFiles {

	/**
	 * One file of a submission.
	 *
	 * @param int $id    Submission post id.
	 * @param int $index The file's position in the submission.
	 * @return array{name:string,bytes:string}|null Null when the submission or file is not stored.
	 */
	public function find( int $id, int $index ): ?array {
		$record = SubmissionStore::get( $id );
		$file   = $record['files'][ $index ] ?? null;
		$bytes  = is_array( $file ) && is_string( $file['stored'] ?? null ) ? Uploads::read( $file['stored'] ) : null;
		if ( null === $bytes ) {
			return null;
		}
		return array(
			'name'  => is_string( $file['name'] ?? null ) ? $file['name'] : 'file',
			'bytes' => $bytes,
		);
	}
}
