// https://www.acmicpc.net/problem/16880
// Rook, bishop, king, knight and palace moving toward (0, 0); XOR of closed forms.
//! N is not confirmed by the statement copies: at least 300,000 is needed and
//! up to 1,000,000 pieces are accepted.
use grundy::games::pieces::{grundy_value, Piece};
use grundy::input::{check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    let n = check_range("N", n, 1, 1_000_000);
    // Each piece is checked and XORed as it is read; none is stored.
    let pieces = (0..n).map(|_| {
        input! { from &mut source, x: u64, y: u64, c: char }
        let x = check_range("x", x, 0, 999_999_999);
        let y = check_range("y", y, 0, 999_999_999);
        let piece = Piece::from_letter(c)
            .unwrap_or_else(|| panic!("piece `{}` is not one of R B K N P", c));
        (x, y, piece)
    });
    let value = grundy_value(pieces);
    ensure_end(source.next_token());
    println!("{}", if value != 0 { "koosaga" } else { "cubelover" });
}
