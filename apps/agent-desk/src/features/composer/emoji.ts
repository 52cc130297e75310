/** Common emoji offered by the emoji picker (seed 000 §2.4 "an emoji picker"). */
// prettier-ignore
export const COMMON_EMOJI: readonly string[] = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🙂',
  '😉', '😊', '😍', '😘', '😎', '🤔', '😐', '😮',
  '😢', '😭', '😡', '🙄', '😴', '🤗', '🙏', '👍',
  '👎', '👏', '👋', '👌', '✌️', '💪', '❤️', '💔',
  '🔥', '⭐', '✅', '❌', '🎉', '📞', '📎', '⏰',
];

/** Emoji per row of the picker's grid (arrow keys move by this much up and down). */
export const EMOJI_COLUMNS = 8;
