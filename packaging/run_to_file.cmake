# cmake -DOUTPUT=FILE -P run_to_file.cmake -- COMMAND ARGS...
# Runs the command and writes its standard output to FILE, failing the build
# when the command fails: how the build turns `boardex --completion bash`
# and `gzip -9n -c boardex.1` into files without relying on a shell.
set(command "")
set(seen_dashes FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE 0 ${last})
  if(seen_dashes)
    list(APPEND command "${CMAKE_ARGV${i}}")
  elseif(CMAKE_ARGV${i} STREQUAL "--")
    set(seen_dashes TRUE)
  endif()
endforeach()
execute_process(COMMAND ${command} OUTPUT_FILE "${OUTPUT}"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(REMOVE "${OUTPUT}")
  message(FATAL_ERROR "${command}: ${status}")
endif()
