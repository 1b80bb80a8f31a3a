// The table of op families in docs/ShardingRules.md names every rule file
// Rules/Rules.def registers, and every op each file attaches a rule to.
// RUN: %python %shard_src_root/scripts/check-sharding-rules-table.py %shard_src_root | FileCheck %s
// CHECK: every one in the table
