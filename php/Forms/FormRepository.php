<?php
/**
 * Reads contact forms.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Published forms by id, with their fields and settings.
 */
final class FormRepository {

	/**
	 * A published form.
	 *
	 * @param int $id Form post id.
	 */
	public function find( int $id ): ?ContactForm {
		return $id > 0 ? ContactForm::find( $id ) : null;
	}
}
