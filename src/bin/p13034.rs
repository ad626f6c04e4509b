// https://www.acmicpc.net/problem/13034
// Polygon game: a chord uses up its two vertices and splits the rest into two
// independent polygons, so G(N) is the octal game 0.07 (Dawson's Kayles),
// read off its proven period (pre-period 53, period 34), which the first
// 2 * 53 + 2 * 34 + 2 = 176 values prove by the Guy-Smith theorem.
use grundy::input::{check_range, ensure_end, install_error_hook};
use grundy::octal::{guy_smith_period, OctalGame};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: u64 }
    ensure_end(source.next_token());
    let n = check_range("N", n, 3, 1000);
    let game = OctalGame::parse("0.07").expect("0.07 is a valid code");
    let g = game.table(176);
    let period = guy_smith_period(&game, &g).expect("176 values prove 0.07's period");
    println!("{}", if period.get(&g, n) != 0 { 1 } else { 2 });
}
