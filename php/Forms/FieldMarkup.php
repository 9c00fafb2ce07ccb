<?php
/**
 * The HTML of one field.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

/**
 * Contact Form 7's markup conventions: each control inside span.wpcf7-form-control-wrap[data-name]
 * with class wpcf7-form-control and aria-invalid, and its tip beside it.
 */
final class FieldMarkup {

	/**
	 * Renders a field.
	 *
	 * @param FormField $field    Field.
	 * @param string[]  $values   Values to show (after a plain POST).
	 * @param string    $error    Error text, '' when valid.
	 * @param string    $unit_tag Unit tag of the form.
	 * @param string[]  $to_tick  For the submit: labels of the boxes that must be ticked before it is
	 *                            enabled (the client disables it until then); said beside it.
	 */
	public static function render( FormField $field, array $values, string $error, string $unit_tag, array $to_tick = array() ): string {
		$type = $field->type();
		$name = $field->name();
		if ( 'submit' === $type ) {
			$label = '' !== $field->str( 'label' ) ? $field->str( 'label' ) : __( 'Submit', 'stagecraft' );
			if ( array() === $to_tick ) {
				return '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="' . esc_attr( $label ) . '" /></p>';
			}
			// A disabled button says nothing about why, and keyboard focus skips it: the reason is
			// printed before it, always (showing it only while disabled would move the page).
			$note_id = $unit_tag . '-submit-note';
			$quoted  = array_map(
				/* translators: %s: label of a checkbox, quoted in the note before the submit button. */
				static fn ( string $box ): string => sprintf( __( '“%s”', 'stagecraft' ), $box ),
				$to_tick
			);
			/* translators: 1: the submit button's label, 2: the checkbox labels to tick, as a list. */
			$note = sprintf( __( '“%1$s” becomes available once you tick %2$s', 'stagecraft' ), $label, wp_sprintf( '%l', $quoted ) );
			return '<p class="stagecraft-submit-note" id="' . esc_attr( $note_id ) . '">' . esc_html( $note ) . '</p>'
				. '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="' . esc_attr( $label ) . '" aria-describedby="' . esc_attr( $note_id ) . '" /></p>';
		}
		if ( 'hidden' === $type ) {
			return '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $field->str( 'value' ) ) . '" class="wpcf7-form-control wpcf7-hidden" />';
		}
		$error_id = $unit_tag . '-ve-' . $name;
		$aria     = ' aria-invalid="' . ( '' !== $error ? 'true' : 'false' ) . '"' . ( '' !== $error ? ' aria-describedby="' . esc_attr( $error_id ) . '"' : '' );
		$classes  = self::controls_class( $field ) . ( '' !== $error ? ' wpcf7-not-valid' : '' );
		$control  = self::control( $field, $values, $classes, $aria, self::control_id( $field, $unit_tag ) );
		$wrap     = '<span class="wpcf7-form-control-wrap" data-name="' . esc_attr( $name ) . '">' . $control
			. ( '' !== $error ? '<span class="wpcf7-not-valid-tip" aria-hidden="true">' . esc_html( $error ) . '</span>' : '' ) . '</span>';
		// The quiz's question is inside its wrap (.wpcf7-quiz-label), where a refill replaces it.
		$label = 'quiz' === $type ? '' : $field->str( 'label' );
		if ( 'captcha' === $type && '' === $label ) {
			$label = __( 'Type the characters shown in the image (not case-sensitive)', 'stagecraft' );
		}
		if ( in_array( $type, array( 'checkbox', 'radio', 'acceptance' ), true ) ) {
			return '<fieldset class="stagecraft-field stagecraft-field-' . esc_attr( $type ) . '">' . ( '' !== $label && 'acceptance' !== $type ? '<legend>' . esc_html( $label ) . '</legend>' : '' ) . $wrap . '</fieldset>';
		}
		$required = $field->flag( 'required' ) || 'captcha' === $type;
		if ( 'captcha' === $type ) {
			$prefix   = self::captcha_prefix();
			$labelled = '<label>' . esc_html( $label ) . ' <span aria-hidden="true">*</span><br />' . self::captcha_question( $field, $prefix ) . $wrap . '</label>';
			return '<div class="stagecraft-field stagecraft-field-captcha">' . self::captcha_image( $field, $prefix ) . '<p>' . $labelled . '</p></div>';
		}
		$labelled = '<label>' . ( '' !== $label ? esc_html( $label ) . ( $required ? ' <span aria-hidden="true">*</span>' : '' ) . '<br />' : '' ) . $wrap . '</label>';
		return '<p class="stagecraft-field stagecraft-field-' . esc_attr( $type ) . '">' . $labelled . '</p>';
	}

	/**
	 * Classes of a control in Contact Form 7's order (wpcf7_form_controls_class() and the field
	 * modules): its client relies on them, e.g. it adds `http://` to a URL only in a control
	 * with `wpcf7-validates-as-url`.
	 *
	 * @param FormField $field Field.
	 */
	public static function controls_class( FormField $field ): string {
		$type    = $field->type();
		$classes = array( 'wpcf7-form-control', 'wpcf7-' . ( 'captcha' === $type ? 'captchar' : $type ) );
		if ( $field->flag( 'required' ) ) {
			$classes[] = 'wpcf7-validates-as-required';
		}
		if ( in_array( $type, array( 'text', 'email', 'url', 'tel' ), true ) ) {
			$classes[] = 'wpcf7-text';
		}
		if ( in_array( $type, array( 'email', 'url', 'tel', 'number', 'date', 'time' ), true ) ) {
			$classes[] = 'wpcf7-validates-as-' . $type;
		}
		return implode( ' ', array_unique( $classes ) );
	}

	/**
	 * The id of a field's control (of the first box of a group): the id option when set, else one
	 * made from the unit tag, so each item of the screen-reader error list links to its control.
	 *
	 * @param FormField $field    Field.
	 * @param string    $unit_tag Unit tag of the form.
	 */
	public static function control_id( FormField $field, string $unit_tag ): string {
		return '' !== $field->html_id() ? $field->html_id() : $unit_tag . '-' . $field->name();
	}

	/**
	 * A new challenge's prefix: '' when this address drew too many (-1) or GD is missing.
	 *
	 * @return string|int
	 */
	private static function captcha_prefix() {
		return Captcha::may_draw() ? Captcha::create() : -1;
	}

	/**
	 * The captcha's text alternative, inside its label so it is part of the field's name for
	 * screen readers; a refill replaces the question (data-captcha-name).
	 *
	 * @param FormField  $field  Captcha field.
	 * @param string|int $prefix Challenge prefix (see captcha_prefix()).
	 */
	private static function captcha_question( FormField $field, $prefix ): string {
		if ( ! is_string( $prefix ) || '' === $prefix ) {
			return '';
		}
		return '<span class="stagecraft-captcha-question">' . esc_html__( 'Cannot see the image? Type the answer to this question instead, in digits:', 'stagecraft' )
			. ' <span class="stagecraft-captcha-question-text" data-captcha-name="' . esc_attr( $field->name() ) . '">' . esc_html( Captcha::question( $prefix ) ) . '</span></span><br />';
	}

	/**
	 * A captcha's image, its refresh button (shown by the client) and its challenge field, named
	 * as Contact Form 7 names them so either client can refill them.
	 *
	 * @param FormField  $field  Captcha field.
	 * @param string|int $prefix Challenge prefix (see captcha_prefix()).
	 */
	private static function captcha_image( FormField $field, $prefix ): string {
		$name = $field->name();
		if ( -1 === $prefix ) {
			return '<p class="stagecraft-captcha-missing" role="alert">' . esc_html__( 'Too many captcha images were asked for from your address. Please wait a minute and reload the page.', 'stagecraft' ) . '</p>';
		}
		if ( '' === $prefix ) {
			return '<p class="stagecraft-captcha-missing">' . esc_html__( 'The captcha image cannot be drawn on this server.', 'stagecraft' ) . '</p>';
		}
		return '<span class="stagecraft-captcha">'
			. '<img class="wpcf7-captchac wpcf7-captcha-' . esc_attr( $name ) . '" src="' . esc_url( Captcha::url( (string) $prefix ) ) . '" width="' . Captcha::WIDTH . '" height="' . Captcha::HEIGHT . '" alt="' . esc_attr__( 'Captcha: an image of characters to type in the field below', 'stagecraft' ) . '" />'
			// Hidden until the client runs: without JavaScript every page load brings a new image.
			. ' <button type="button" class="stagecraft-captcha-refresh" data-captcha-name="' . esc_attr( $name ) . '" hidden>' . esc_html__( 'Show another image', 'stagecraft' ) . '</button>'
			. '</span><input type="hidden" name="_wpcf7_captcha_challenge_' . esc_attr( $name ) . '" value="' . esc_attr( (string) $prefix ) . '" />';
	}

	/**
	 * The control itself.
	 *
	 * @param FormField $field   Field.
	 * @param string[]  $values  Values.
	 * @param string    $classes Classes.
	 * @param string    $aria    ARIA attributes, escaped.
	 * @param string    $id      The control's id (control_id()).
	 */
	private static function control( FormField $field, array $values, string $classes, string $aria, string $id ): string {
		$type  = $field->type();
		$name  = $field->name();
		$value = $values[0] ?? $field->str( 'default' );
		$req   = $field->flag( 'required' ) ? ' aria-required="true"' : '';
		$group = in_array( $type, array( 'checkbox', 'radio', 'acceptance' ), true );
		// A group keeps Contact Form 7's id option on its wrapper; its first box gets the made id.
		$attrs = ! $group || '' !== $field->html_id() ? ' id="' . esc_attr( $group ? $field->html_id() : $id ) . '"' : '';
		$first = $group && '' === $field->html_id() ? ' id="' . esc_attr( $id ) . '"' : '';
		foreach ( array( 'placeholder', 'min', 'max', 'step', 'minlength', 'maxlength' ) as $attr ) {
			$set = 'maxlength' === $attr ? $field->maxlength() : $field->str( $attr );
			if ( '' !== $set ) {
				$attrs .= ' ' . $attr . '="' . esc_attr( $set ) . '"';
			}
		}
		switch ( $type ) {
			case 'textarea':
				$counter = '' !== $field->str( 'maxlength' ) ? '<span class="wpcf7-character-count down" data-target-name="' . esc_attr( $name ) . '" data-starting-value="' . esc_attr( $field->str( 'maxlength' ) ) . '" data-current-value="' . esc_attr( $field->str( 'maxlength' ) ) . '" data-maximum-value="' . esc_attr( $field->str( 'maxlength' ) ) . '" data-minimum-value="' . esc_attr( $field->str( 'minlength' ) ) . '">' . esc_html( $field->str( 'maxlength' ) ) . '</span>' : '';
				return '<textarea name="' . esc_attr( $name ) . '" cols="40" rows="6" class="' . esc_attr( $classes ) . '"' . $attrs . $req . $aria . '>' . esc_textarea( $value ) . '</textarea>' . $counter;
			case 'select':
				$html = '<select name="' . esc_attr( $name ) . '" class="' . esc_attr( $classes ) . '" id="' . esc_attr( $id ) . '"' . $req . $aria . '><option value="">' . esc_html__( '—Please choose an option—', 'stagecraft' ) . '</option>';
				foreach ( $field->options() as $option ) {
					$html .= '<option value="' . esc_attr( $option ) . '"' . selected( in_array( $option, $values, true ), true, false ) . '>' . esc_html( $option ) . '</option>';
				}
				return $html . '</select>';
			case 'checkbox':
			case 'radio':
				$html = '<span class="' . esc_attr( $classes . ( $field->flag( 'exclusive' ) ? ' wpcf7-exclusive-checkbox' : '' ) ) . '"' . $attrs . $aria . '>';
				$list = $field->options();
				foreach ( $list as $i => $option ) {
					$checked = in_array( $option, $values, true ) || ( 'radio' === $type && array() === $values && 0 === $i );
					// The last option of a free-text field carries a text input, enabled while it is checked.
					$free  = $field->flag( 'freeText' ) && count( $list ) - 1 === $i;
					$html .= '<span class="wpcf7-list-item' . ( $free ? ' last has-free-text' : '' ) . '"><label><input type="' . $type . '" name="' . esc_attr( $name . ( 'checkbox' === $type ? '[]' : '' ) ) . '" value="' . esc_attr( $option ) . '"' . ( 0 === $i ? $first : '' ) . checked( $checked, true, false ) . ' /><span class="wpcf7-list-item-label">' . esc_html( $option ) . '</span></label>'
						. ( $free ? ' <input type="text" name="' . esc_attr( $name . '_free_text' ) . '" class="wpcf7-free-text" aria-label="' . esc_attr( $option ) . '"' . disabled( ! $checked, true, false ) . ' />' : '' ) . '</span>';
				}
				return $html . '</span>';
			case 'acceptance':
				$html = '<span class="' . esc_attr( $classes . ( $field->flag( 'optional' ) ? ' optional' : '' ) . ( $field->flag( 'invert' ) ? ' invert' : '' ) ) . '"' . $attrs . $aria . '>';
				return $html . '<span class="wpcf7-list-item"><label><input type="checkbox" name="' . esc_attr( $name ) . '" value="1"' . $first . checked( array() !== $values, true, false ) . ' aria-invalid="false" /><span class="wpcf7-list-item-label">' . esc_html( $field->str( 'label' ) ) . '</span></label></span></span>';
			case 'file':
				$accept = implode( ',', $field->accept() );
				return '<input type="file" name="' . esc_attr( $name ) . '" class="' . esc_attr( $classes ) . '"' . ( '' !== $accept ? ' accept="' . esc_attr( $accept ) . '"' : '' ) . $attrs . $req . $aria . ' />';
			case 'quiz':
				$answers = explode( '|', $field->str( 'answer' ) );
				return '<span class="wpcf7-quiz-label">' . esc_html( $field->str( 'question' ) ) . '</span> <input type="text" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" class="' . esc_attr( $classes ) . '" autocomplete="off" aria-required="true"' . $attrs . $aria . ' /><input type="hidden" name="_wpcf7_quiz_answer_' . esc_attr( $name ) . '" value="' . esc_attr( Quiz::hash( $answers[0] ) ) . '" />';
			case 'captcha':
				return '<input type="text" name="' . esc_attr( $name ) . '" class="' . esc_attr( $classes ) . '" size="10" maxlength="20" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-required="true"' . $attrs . $aria . ' />';
		}
		return '<input type="' . esc_attr( $type ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" size="40" class="' . esc_attr( $classes ) . '"' . $attrs . $req . $aria . ' />';
	}
}
