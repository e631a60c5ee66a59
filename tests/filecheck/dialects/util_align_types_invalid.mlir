// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// `util.align` takes MLIR's signless-integer-like values (a signless integer
// of any width or an index, alone or in a vector or a tensor, ranked or
// not): a signed or unsigned integer was read with exit 0, and an unranked
// tensor refused.  Refused as iree-opt's verifier refuses them.

util.func public @f(%x: si32) {
  %0 = util.align %x, %x : si32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.align' op operand #0 must be signless-integer-like, but got 'si32'

// -----

util.func public @f(%x: vector<4xui8>) {
  %0 = "util.align"(%x, %x) : (vector<4xui8>, vector<4xui8>) -> vector<4xui8>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.align' op operand #0 must be signless-integer-like, but got 'vector<4xui8>'

// -----

util.func public @f(%x: f16) {
  %0 = util.align %x, %x : f16
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.align' op operand #0 must be signless-integer-like, but got 'f16'
