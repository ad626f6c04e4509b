// https://www.acmicpc.net/problem/16880
// Rook, bishop, king, knight and palace moving toward (0, 0); XOR of closed forms.
//! N <= 300,000 is confirmed on the BOJ page (time limit 0.5 s, 512 MB); up
//! to 1,000,000 pieces are accepted. The pieces are read with the input
//! module's `next_u64` / `next_char` (digits straight from the buffer), each
//! checked and XORed as it is read; none is stored.
use grundy::games::pieces::{grundy_value, Piece};
use grundy::input::{check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    let n = check_range("N", n, 1, 1_000_000);
    let pieces = (0..n).map(|_| {
        let x = check_range("x", source.next_u64(), 0, 999_999_999);
        let y = check_range("y", source.next_u64(), 0, 999_999_999);
        let c = source.next_char();
        let piece = Piece::from_letter(c)
            .unwrap_or_else(|| panic!("piece `{}` is not one of R B K N P", c));
        (x, y, piece)
    });
    let value = grundy_value(pieces);
    ensure_end(source.next_token());
    println!("{}", if value != 0 { "koosaga" } else { "cubelover" });
}
