// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Type rules and syntax errors of the file, channel and context ops;
// iree-opt 3.13 rejects each case too.

util.func public @f(%file: !stream.file, %r: !stream.resource<variable>, %n: index) {
  %t = "stream.file.read"(%file, %n, %r, %n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>}> : (!stream.file, index, !stream.resource<variable>, index, index, index) -> !stream.timepoint
  util.return
}

// CHECK: Expected attribute i64 but got index

// -----

util.func public @f(%file: !stream.file, %r: !stream.resource<variable>, %n: index, %o: i64) {
  %t = stream.file.read %file[%o], %r[%n], %n : !stream.file -> !stream.resource<variable>{%n} => !stream.timepoint
  util.return
}

// CHECK: Expected ':'

// -----

util.func public @f(%host: !util.buffer, %n: index) {
  %file = stream.file.constant %host[%n for %n] : !util.buffer -> !stream.file
  util.return
}

// CHECK: Expected '{'

// -----

util.func public @f(%rank: i32) {
  %c = stream.channel.create rank(%rank) : !stream.channel
  util.return
}

// CHECK: operand is used with type index, but has been previously used or defined with type i32

// -----

util.func public @f(%c: !stream.channel) {
  %r = "stream.channel.rank"(%c) : (!stream.channel) -> i32
  util.return
}

// CHECK: i32 should be of base attribute index
